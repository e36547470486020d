/**
 * antd's Tooltip and Popover, in a module of their own so that pages load them as a separate chunk (see
 * DeferredTooltip and ClaimControl): hover and click hints are not needed to paint a page.
 */
export { Popover, Tooltip } from 'antd';

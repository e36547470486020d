/**
 * Stands in for `resize-observer-polyfill` (pulled in by antd): every browser we support has ResizeObserver,
 * so shipping the polyfill would only add weight.
 */
const NativeResizeObserver = globalThis.ResizeObserver;
export default NativeResizeObserver;

import { lazy, type ReactElement, type ReactNode, Suspense } from 'react';

const Tooltip = lazy(() => import('./antdOverlays').then((module) => ({ default: module.Tooltip })));

/**
 * A hover hint that does not hold up the page: the element shows at once and gains antd's Tooltip a moment
 * later, when its chunk has loaded. Keeps the tooltip code out of the search page's initial JavaScript.
 */
export function DeferredTooltip({ title, children }: { title: ReactNode; children: ReactElement }) {
  return (
    <Suspense fallback={children}>
      <Tooltip title={title}>{children}</Tooltip>
    </Suspense>
  );
}

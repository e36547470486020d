import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, following changes. A few lines instead of antd's Grid.useBreakpoint,
 * which brings its responsive observer and theme tokens into a page's first download.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** antd's md breakpoint: below it, search pages put their facets in a drawer. */
export const MD_SCREEN_QUERY = '(min-width: 768px)';

/** Where the visitor came from: the path the app put in router state, else the browser's referrer. */
export function referrerOf(state: unknown, documentReferrer: string): string | undefined {
  if (state && typeof state === 'object' && 'referrer' in state && typeof state.referrer === 'string') {
    return state.referrer || undefined;
  }
  return documentReferrer || undefined;
}

/** Router state to hand to an error page so it can show 'Redirected from'. */
export function referrerState(location: { pathname: string; search: string }): { referrer: string } {
  return { referrer: `${location.pathname}${location.search}` };
}

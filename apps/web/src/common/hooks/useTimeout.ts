import { useCallback, useEffect, useMemo, useRef } from 'react';

export interface Timeout {
  /** Runs `run` after `ms`, in place of the one waiting. */
  start: (run: () => void, ms: number) => void;
  cancel: () => void;
}

/** A component's one delayed action (a thank-you that goes, a dialog that closes): unmounting cancels it. */
export function useTimeout(): Timeout {
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const cancel = useCallback(() => window.clearTimeout(timer.current), []);
  const start = useCallback((run: () => void, ms: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(run, ms);
  }, []);
  return useMemo(() => ({ start, cancel }), [start, cancel]);
}

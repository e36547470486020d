import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  applySearchUpdate,
  readSearchState,
  type SearchNamespace,
  type SearchUpdate,
  type SearchUrlState,
} from './searchUrlState';

/** A namespace's search state lives in the page URL, so back/forward and shared links restore it. */
export function useSearchUrlState(namespace: SearchNamespace): {
  state: SearchUrlState;
  update: (update: SearchUpdate) => void;
} {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readSearchState(params, namespace), [params, namespace]);
  const update = useCallback(
    (change: SearchUpdate) => setParams((current) => applySearchUpdate(current, change)),
    [setParams],
  );
  return { state, update };
}

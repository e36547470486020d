import { useEffect, useRef } from 'react';
import { reportFreeTextQuery } from './api';
import { SearchFeedback } from './SearchFeedback';

/** A page shown inside another site's frame: the feedback card is the main site's, not the host's. */
function isFramed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    // A cross-origin parent refuses the comparison: framed.
    return true;
  }
}

interface LiteratureSearchExtrasProps {
  query: string;
  /** `/api/config` searchFeedback. */
  feedback: boolean;
  /**
   * `/api/config` aiQuery, and the search for `query` has answered: a query the search refused (malformed) or has
   * not answered yet is not reported.
   */
  aiQuery: boolean;
}

/**
 * What the literature search adds around its results when the server turns it on (spec §1, §7), loaded apart from
 * the page: the feedback card (not on framed pages) and the AI hook, which reports each new free-text query once.
 */
export default function LiteratureSearchExtras({ query, feedback, aiQuery }: LiteratureSearchExtrasProps) {
  // The last query reported (or found not to be free text): a new page or sort of the same search is not news.
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!aiQuery || query.trim() === '' || reported.current === query) {
      return;
    }
    // A query replaced before its parse came back is not reported.
    const controller = new AbortController();
    void reportFreeTextQuery(query, controller.signal, () => {
      reported.current = query;
    });
    return () => controller.abort();
  }, [aiQuery, query]);

  if (!feedback || isFramed()) {
    return null;
  }
  return <SearchFeedback query={query} />;
}

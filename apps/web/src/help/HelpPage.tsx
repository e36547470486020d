import { useQuery } from '@tanstack/react-query';
import { type MouseEvent, useEffect, useMemo } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { isApiError } from '../common/api/http';
import { LoadingSpinner } from '../common/components/LoadingSpinner';
import { SomethingWentWrong } from '../common/components/SomethingWentWrong';
import { usePageMeta } from '../common/hooks/usePageMeta';
import { PRIVACY_PATH, TERMS_PATH } from '../common/siteLinks';
import { NotFoundPage } from '../errors/ErrorPage';
import '../legal/legal.css';
import { fetchHelpPage, helpKeys } from './api';
import './help.css';
import { renderHelpMarkdown } from './markdown';

/** The privacy notice and terms are pages of the app (apps/web/src/legal): one text per page, not two. */
const APP_PAGES: Record<string, string> = { privacy: PRIVACY_PATH, terms: TERMS_PATH };

/** A click on a link of this site (not /api, not a new tab) stays in the app instead of reloading it. */
function inAppTarget(event: MouseEvent<HTMLElement>): string | undefined {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return undefined;
  }
  const anchor = (event.target as HTMLElement).closest('a');
  const href = anchor?.getAttribute('href');
  if (!anchor || !href || anchor.target === '_blank') {
    return undefined;
  }
  if (
    !href.startsWith('/') ||
    href.startsWith('//') ||
    href === '/api' ||
    href.startsWith('/api/') ||
    href.startsWith('/api?')
  ) {
    return undefined;
  }
  return href;
}

/** `/help/:page`: a help page (about, faq, search-tips, …) from GET /api/help/:page, Markdown rendered here. */
export function HelpPage() {
  const { page = '' } = useParams();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const query = useQuery({
    queryKey: helpKeys.page(page),
    queryFn: ({ signal }) => fetchHelpPage(page, signal),
    enabled: !(page in APP_PAGES),
    staleTime: 60_000,
  });
  const html = useMemo(() => (query.data ? renderHelpMarkdown(query.data.markdown) : ''), [query.data]);
  usePageMeta({ title: query.data?.title ?? 'Help' });

  // The anchor of `/help/faq#…` exists only once the page has rendered.
  useEffect(() => {
    if (!html || !hash) {
      return;
    }
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [html, hash]);

  const appPath = APP_PAGES[page];
  if (appPath) {
    return <Navigate to={appPath} replace />;
  }
  if (query.isPending) {
    return <LoadingSpinner />;
  }
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) {
      return <NotFoundPage />;
    }
    return <SomethingWentWrong onRetry={() => void query.refetch()} />;
  }
  const followLink = (event: MouseEvent<HTMLElement>) => {
    const target = inAppTarget(event);
    if (target) {
      event.preventDefault();
      void navigate(target);
    }
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the clicks come from the links inside, which keep their keys.
    <article
      className="legal-page help-page"
      data-help-page={query.data.page}
      onClick={followLink}
      // The Markdown is rendered with raw HTML escaped and unsafe link targets dropped (markdown.ts).
      // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by renderHelpMarkdown, which escapes raw HTML.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

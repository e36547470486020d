import { useQuery } from '@tanstack/react-query';
import { Pagination } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { BackofficeNav } from '../backoffice/components/BackofficeNav';
import { formatDateTime } from '../backoffice/display';
import { LoadingSpinner } from '../common/components/LoadingSpinner';
import { SomethingWentWrong } from '../common/components/SomethingWentWrong';
import { usePageMeta } from '../common/hooks/usePageMeta';
import { FEEDBACK_PAGE_SIZE, type FeedbackItem, fetchFeedback } from './backofficeApi';
import './feedback.css';

function FeedbackRow({ item }: { item: FeedbackItem }) {
  return (
    <li className="feedback-row">
      <p className="feedback-row__question">{item.question}</p>
      {item.additional ? <p className="feedback-row__additional">{item.additional}</p> : null}
      <p className="feedback-row__meta">
        {formatDateTime(item.created)} · {item.user_email ?? 'anonymous'}
        {item.query ? (
          <>
            {' · searched '}
            <Link to={`/literature?q=${encodeURIComponent(item.query)}`}>{item.query}</Link>
          </>
        ) : null}
        {item.client_id ? ` · client ${item.client_id}` : null}
      </p>
    </li>
  );
}

/** `/backoffice/feedback`: what readers said through the literature search's feedback form, newest first. */
export function FeedbackListPage() {
  usePageMeta({ title: 'Search feedback' });
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const feedback = useQuery({
    queryKey: ['backoffice', 'feedback', page],
    queryFn: ({ signal }) => fetchFeedback(page, signal),
    placeholderData: (previous) => previous,
    // A refused token is handled by the client (refresh, then the login); retrying would only repeat it.
    retry: false,
    staleTime: 0,
  });
  return (
    <section className="backoffice-page" aria-labelledby="feedback-page-heading">
      <BackofficeNav />
      <div className="backoffice-page__head">
        <h1 id="feedback-page-heading">Search feedback</h1>
      </div>
      {feedback.isPending ? <LoadingSpinner /> : null}
      {feedback.isError ? <SomethingWentWrong onRetry={() => void feedback.refetch()} /> : null}
      {feedback.data ? (
        <>
          <p className="backoffice-search__count" aria-live="polite">
            {feedback.data.total} {feedback.data.total === 1 ? 'message' : 'messages'}
          </p>
          {feedback.data.hits.length === 0 ? <p className="backoffice-empty">No feedback yet.</p> : null}
          <ul className="feedback-list">
            {feedback.data.hits.map((item) => (
              <FeedbackRow key={item.id} item={item} />
            ))}
          </ul>
          {feedback.data.total > FEEDBACK_PAGE_SIZE ? (
            <Pagination
              current={page}
              pageSize={FEEDBACK_PAGE_SIZE}
              total={feedback.data.total}
              showSizeChanger={false}
              onChange={(nextPage) => {
                const next = new URLSearchParams(params);
                next.set('page', String(nextPage));
                setParams(next);
              }}
            />
          ) : null}
        </>
      ) : null}
    </section>
  );
}

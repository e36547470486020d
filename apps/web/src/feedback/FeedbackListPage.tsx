import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { BackofficeList, usePageParam } from '../backoffice/components/BackofficeList';
import { BackofficePage } from '../backoffice/components/BackofficePage';
import { formatDateTime } from '../backoffice/display';
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
  const [page, setPage] = usePageParam();
  const feedback = useQuery({
    queryKey: ['backoffice', 'feedback', page],
    queryFn: ({ signal }) => fetchFeedback(page, signal),
    // The back office's list shape, as BackofficeList shows it.
    select: (data) => ({ count: data.total, results: data.hits }),
    placeholderData: (previous) => previous,
    // A refused token is handled by the client (refresh, then the login); retrying would only repeat it.
    retry: false,
    staleTime: 0,
  });
  return (
    <BackofficePage heading="Search feedback">
      <BackofficeList
        query={feedback}
        noun={['message', 'messages']}
        empty="No feedback yet."
        listClassName="feedback-list"
        renderItem={(item) => <FeedbackRow item={item} />}
        page={page}
        onPageChange={setPage}
        pageSize={FEEDBACK_PAGE_SIZE}
      />
    </BackofficePage>
  );
}

import { type SearchResponse, UI_JSON_MIME } from '@parton/records';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, Pagination } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { getJson } from '../../common/api/http';

const DRAWER_PAGE_SIZE = 10;

interface ConferenceHit {
  control_number?: number;
  titles?: { title?: string }[];
  opening_date?: string;
  closing_date?: string;
  cnum?: string;
}

function fetchConferencesInDates(opening: string, closing: string, page: number, signal: AbortSignal) {
  return getJson<SearchResponse<ConferenceHit>>('/conferences', {
    params: {
      contains: `${opening}--${closing}`,
      start_date: 'all',
      sort: 'dateasc',
      size: DRAWER_PAGE_SIZE,
      page,
    },
    accept: UI_JSON_MIME,
    signal,
  });
}

/**
 * Once both dates are set: '<N> other conference(s) found in these dates', with 'Show more' opening a drawer
 * that lists them (facts §1.5 "Duplicate warning"), so a conference already listed is not submitted twice.
 */
export function ExistingConferencesAlert({ opening, closing }: { opening: string; closing: string }) {
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(1);
  const existing = useQuery({
    queryKey: ['conferences', 'contains', opening, closing, page],
    queryFn: ({ signal }) => fetchConferencesInDates(opening, closing, page, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const total = existing.data?.hits.total ?? 0;
  if (total === 0) {
    return null;
  }
  return (
    <>
      <Alert
        type="info"
        showIcon
        className="submission-form__alert"
        title={
          <span>
            {total} other conference(s) found in these dates.{' '}
            <Button type="link" size="small" onClick={() => setOpen(true)}>
              Show more
            </Button>
          </span>
        }
      />
      <Drawer title={`${total} conference(s) in these dates`} open={open} onClose={() => setOpen(false)}>
        <ul className="existing-conferences">
          {existing.data?.hits.hits.map((hit) => (
            <li key={hit.id}>
              <Link to={`/conferences/${hit.metadata.control_number ?? hit.id}`} target="_blank">
                {hit.metadata.titles?.[0]?.title ?? hit.metadata.cnum ?? hit.id}
              </Link>
              <div className="existing-conferences__dates">
                {[hit.metadata.opening_date, hit.metadata.closing_date].filter(Boolean).join(' – ')}
              </div>
            </li>
          ))}
        </ul>
        {total > DRAWER_PAGE_SIZE ? (
          <Pagination
            current={page}
            pageSize={DRAWER_PAGE_SIZE}
            total={total}
            onChange={setPage}
            showSizeChanger={false}
            size="small"
          />
        ) : null}
      </Drawer>
    </>
  );
}

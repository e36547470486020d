import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Input, Radio } from 'antd';
import { useState } from 'react';
import { EmptyState } from '../../common/components/EmptyState';
import { LoadingSpinner } from '../../common/components/LoadingSpinner';
import { ConferenceDates, ConferenceTitle } from '../../conferences/components/ConferenceParts';
import { bulkKeys, type ConferenceHit, searchConferences } from './api';

/**
 * The conference picker of 'Assign to conference': a conference search (10 per answer) and a radio choice
 * showing title, acronym, CNUM and dates. `onChange` receives the chosen conference.
 */
export function ConferencePicker({
  value,
  onChange,
}: {
  value: ConferenceHit | undefined;
  onChange: (conference: ConferenceHit) => void;
}) {
  const [q, setQ] = useState('');
  const search = useQuery({
    queryKey: bulkKeys.conferences(q),
    queryFn: ({ signal }) => searchConferences(q, signal),
    placeholderData: keepPreviousData,
  });
  const hits = search.data?.hits.hits ?? [];

  return (
    <div className="conference-picker">
      <Input.Search
        aria-label="Search conferences"
        placeholder="Search conferences: title, acronym, CNUM…"
        allowClear
        enterButton="Search"
        loading={search.isFetching}
        onSearch={(text) => setQ(text.trim())}
      />
      {search.isPending ? <LoadingSpinner /> : null}
      {search.isError ? (
        <div className="conference-picker__error" role="alert">
          Something went wrong.{' '}
          <Button size="small" onClick={() => search.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}
      {search.data && hits.length === 0 ? <EmptyState noun="Conferences" /> : null}
      {hits.length > 0 ? (
        <Radio.Group
          className={
            search.isPlaceholderData
              ? 'conference-picker__list results-list--stale'
              : 'conference-picker__list'
          }
          aria-label="Conferences"
          value={value?.metadata.control_number}
          onChange={(event) => {
            const chosen = hits.find((hit) => hit.metadata.control_number === event.target.value);
            if (chosen) {
              onChange(chosen);
            }
          }}
        >
          {hits.map((hit) => (
            <Radio key={hit.id} value={hit.metadata.control_number} className="conference-picker__option">
              <span className="conference-picker__title">
                <ConferenceTitle conference={hit.metadata} />
              </span>
              <span className="conference-picker__details">
                <ConferenceDates conference={hit.metadata} />
                {hit.metadata.cnum ? (
                  <span className="conference-picker__cnum">{hit.metadata.cnum}</span>
                ) : null}
              </span>
            </Radio>
          ))}
        </Radio.Group>
      ) : null}
    </div>
  );
}

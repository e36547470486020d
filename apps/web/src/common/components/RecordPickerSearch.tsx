import './recordPicker.css';
import type { SearchResponse } from '@parton/records';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { Alert, Input, Pagination, Radio } from 'antd';
import { type ReactNode, useId, useState } from 'react';
import { messageOr } from '../api/http';
import { LoadingSpinner } from './LoadingSpinner';

export interface RecordPickerSearchProps<M extends { control_number: number }> {
  /** The search box's accessible name ('Search for the duplicate'). */
  searchLabel: string;
  placeholder: string;
  /** The query searched on opening, shown in the box; without one nothing is searched until the reader types. */
  initialQuery?: string;
  /** Searches an empty query too (the whole collection) instead of waiting for one. */
  searchEmptyQuery?: boolean;
  pageSize: number;
  queryKey: (query: string, page: number) => QueryKey;
  fetchPage: (query: string, page: number, signal: AbortSignal) => Promise<SearchResponse<M>>;
  /** Shown when the search fails without a message of the server's. */
  failedText: string;
  /** The accessible name of the radio list of hits ('Records found'). */
  hitsLabel: string;
  selected: number | undefined;
  /** A hit's control number, or undefined when a new search or page drops the choice. */
  onSelect: (controlNumber: number | undefined) => void;
  renderHit: (metadata: M) => ReactNode;
  /** Hits shown but not choosable (the record itself). */
  isDisabled?: (metadata: M) => boolean;
  className?: string;
}

/**
 * The search of a picker drawer (spec §5 pickers): a query box, the count, one radio per hit of the page and
 * simple pages. A new query or page drops the choice.
 */
export function RecordPickerSearch<M extends { control_number: number }>({
  searchLabel,
  placeholder,
  initialQuery = '',
  searchEmptyQuery = false,
  pageSize,
  queryKey,
  fetchPage,
  failedText,
  hitsLabel,
  selected,
  onSelect,
  renderHit,
  isDisabled,
  className,
}: RecordPickerSearchProps<M>) {
  const id = useId();
  const [query, setQuery] = useState(initialQuery);
  const [page, setPage] = useState(1);
  const search = useQuery({
    queryKey: queryKey(query, page),
    queryFn: ({ signal }) => fetchPage(query, page, signal),
    enabled: searchEmptyQuery || query !== '',
    placeholderData: keepPreviousData,
  });
  const hits = search.data?.hits.hits ?? [];
  const total = search.data?.hits.total ?? 0;
  return (
    <div className={className}>
      <Input.Search
        id={`${id}-query`}
        className="record-picker__box"
        aria-label={searchLabel}
        placeholder={placeholder}
        defaultValue={initialQuery}
        allowClear
        enterButton
        onSearch={(value) => {
          setQuery(value.trim());
          setPage(1);
          onSelect(undefined);
        }}
      />
      {/* Not while idle: a search that waits for a query has nothing to load. */}
      {search.isPending && search.fetchStatus !== 'idle' ? <LoadingSpinner /> : null}
      {search.isError ? <Alert type="error" showIcon title={messageOr(search.error, failedText)} /> : null}
      {search.data ? (
        <>
          <p className="record-picker__count" aria-live="polite">
            {total} {total === 1 ? 'result' : 'results'}
          </p>
          {hits.length > 0 ? (
            <Radio.Group
              className="record-picker__hits"
              aria-label={hitsLabel}
              value={selected}
              onChange={(event) => onSelect(Number(event.target.value))}
            >
              {hits.map(({ metadata }) => (
                <Radio
                  key={metadata.control_number}
                  value={metadata.control_number}
                  disabled={isDisabled?.(metadata)}
                  className="record-picker__hit"
                >
                  {renderHit(metadata)}
                </Radio>
              ))}
            </Radio.Group>
          ) : null}
          {total > pageSize ? (
            <Pagination
              className="record-picker__pager"
              simple
              current={page}
              pageSize={pageSize}
              total={total}
              showSizeChanger={false}
              onChange={(next) => {
                setPage(next);
                onSelect(undefined);
              }}
            />
          ) : null}
        </>
      ) : null}
    </div>
  );
}

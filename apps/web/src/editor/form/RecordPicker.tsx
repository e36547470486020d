import { COLLECTIONS, type CollectionName, parseRecordRef } from '@parton/records';
import { useQuery } from '@tanstack/react-query';
import { Button, Input } from 'antd';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { editorKeys, type LinkCandidate, searchLinkCandidates } from '../api';
import { hitLabel } from './linkedFields';

interface RecordPickerProps {
  collection: CollectionName;
  /** The `$ref` now in the field. */
  value: string | undefined;
  onPick: (candidate: LinkCandidate) => void;
  onUnlink: () => void;
  inputId: string;
  invalid: boolean;
  describedBy?: string;
  disabled?: boolean;
}

const SEARCH_DELAY_MS = 250;
const MIN_QUERY_LENGTH = 2;

function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/**
 * A link field filled by searching the target collection as one types (`GET /api/<collection>?q=…&size=10`): a
 * combobox with its listbox in the page (arrow keys, Enter, Escape), the linked record shown as a link beside it.
 */
export function RecordPicker({
  collection,
  value,
  onPick,
  onUnlink,
  inputId,
  invalid,
  describedBy,
  disabled,
}: RecordPickerProps) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = useId();
  const query = useDebounced(text.trim(), SEARCH_DELAY_MS);
  const search = useQuery({
    queryKey: editorKeys.picker(collection, query),
    queryFn: ({ signal }) =>
      searchLinkCandidates(collection, query, (hit) => hitLabel(collection, hit), signal),
    enabled: open && query.length >= MIN_QUERY_LENGTH,
    staleTime: 60_000,
  });
  const candidates = search.data ?? [];
  const linked = parseRecordRef(value);
  const noun = COLLECTIONS[collection].label.toLowerCase();

  function pick(candidate: LinkCandidate | undefined) {
    if (!candidate) {
      return;
    }
    onPick(candidate);
    setText('');
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((current) => Math.min(current + 1, Math.max(candidates.length - 1, 0)));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((current) => Math.max(current - 1, 0));
    } else if (event.key === 'Enter' && open && candidates.length > 0) {
      event.preventDefault();
      pick(candidates[active]);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  }

  const showList = open && query.length >= MIN_QUERY_LENGTH;
  return (
    <div className="editor-picker">
      <div className="editor-picker__current">
        {linked ? (
          <>
            <Link to={`/${linked.collection}/${linked.controlNumber}`} target="_blank" rel="noreferrer">
              {linked.collection}/{linked.controlNumber}
            </Link>
            {disabled ? null : (
              <Button size="small" type="link" onClick={onUnlink}>
                Unlink
              </Button>
            )}
          </>
        ) : (
          <span className="editor-muted">{value ? value : 'Not linked'}</span>
        )}
      </div>
      {disabled ? null : (
        <Input
          id={inputId}
          role="combobox"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          aria-activedescendant={showList && candidates[active] ? `${listId}-${active}` : undefined}
          placeholder={`Search ${noun} to link`}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
        />
      )}
      {showList ? (
        <div id={listId} role="listbox" aria-label={`Matching ${noun}`} className="editor-picker__list">
          {search.isFetching && candidates.length === 0 ? (
            <div className="editor-muted editor-picker__note">Searching…</div>
          ) : null}
          {search.isError ? <div className="editor-muted editor-picker__note">The search failed.</div> : null}
          {!search.isFetching && search.isSuccess && candidates.length === 0 ? (
            <div className="editor-muted editor-picker__note">No matches</div>
          ) : null}
          {candidates.map((candidate, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (arrows, Enter).
            <div
              tabIndex={-1}
              key={candidate.ref}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={index === active ? 'editor-picker__option is-active' : 'editor-picker__option'}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(candidate)}
            >
              {candidate.label} <span className="editor-muted">#{candidate.controlNumber}</span>
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}

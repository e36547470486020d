import type { EditorMergeResponse } from '@parton/records';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, Popconfirm } from 'antd';
import { useState } from 'react';
import { messageOr } from '../../common/api/http';
import { ClosableAlert } from '../../common/components/ClosableAlert';
import { LoadingSpinner } from '../../common/components/LoadingSpinner';
import { RecordPickerSearch } from '../../common/components/RecordPickerSearch';
import {
  curationKeys,
  fetchAuthorPaperCount,
  fetchMergeCandidate,
  MERGE_SEARCH_PAGE_SIZE,
  type MergeableCollection,
  type MergeCandidateMetadata,
  searchMergeCandidates,
} from './api';

export const MERGE_TEXTS = {
  title: 'Merge a duplicate into this record',
  searchLabel: 'Search for the duplicate',
  failed: 'Could not merge the records.',
  searchFailed: 'The search failed.',
  pick: 'Pick the duplicate among the results.',
} as const;

/** 'Merge record 12 into record 34? …': the confirmation names both ids. */
export function mergeQuestion(keep: number, duplicate: number): string {
  return `Merge record ${duplicate} into record ${keep}?`;
}

/** What a finished merge moved, in words: authors move signatures, papers move citations. */
export function mergeOutcome(collection: MergeableCollection, result: EditorMergeResponse): string {
  const moved =
    collection === 'authors'
      ? `${result.moved} paper ${result.moved === 1 ? 'signature' : 'signatures'} now point at record ${result.kept}`
      : `${result.moved} citing ${result.moved === 1 ? 'paper' : 'papers'} now cite record ${result.kept}`;
  return `${moved}; record ${result.deleted} is deleted and redirects to record ${result.kept}.`;
}

function displayTitle(collection: MergeableCollection, metadata: MergeCandidateMetadata): string {
  if (collection === 'authors') {
    return metadata.name?.preferred_name ?? metadata.name?.value ?? '(no name)';
  }
  return metadata.titles?.[0]?.title ?? '(untitled)';
}

/** Identifiers worth comparing: authors' ids (BAI, ORCID …), papers' arXiv numbers and DOIs. */
function identifiersOf(metadata: MergeCandidateMetadata): string[] {
  const ids = (metadata.ids ?? []).map((id) => `${id.schema}: ${id.value}`);
  const eprints = (metadata.arxiv_eprints ?? []).map((eprint) => `arXiv:${eprint.value}`);
  const dois = (metadata.dois ?? []).map((doi) => `DOI ${doi.value}`);
  return [...ids, ...eprints, ...dois];
}

function AuthorPaperCount({ controlNumber }: { controlNumber: number }) {
  const count = useQuery({
    queryKey: curationKeys.authorPapers(controlNumber),
    queryFn: ({ signal }) => fetchAuthorPaperCount(controlNumber, signal),
  });
  return <>{count.data === undefined ? '…' : count.data}</>;
}

/** One side of the comparison: name or title, ids and counts of a record. */
function CandidateCard({
  collection,
  controlNumber,
  heading,
}: {
  collection: MergeableCollection;
  controlNumber: number;
  heading: string;
}) {
  const record = useQuery({
    queryKey: curationKeys.record(collection, controlNumber),
    queryFn: ({ signal }) => fetchMergeCandidate(collection, controlNumber, signal),
  });
  return (
    <section className="merge-drawer__card" aria-label={heading}>
      <h3 className="merge-drawer__card-heading">{heading}</h3>
      {record.isPending ? <LoadingSpinner /> : null}
      {record.isError ? (
        <Alert type="error" showIcon title={messageOr(record.error, 'Could not load it.')} />
      ) : null}
      {record.data ? (
        <dl className="merge-drawer__facts">
          <dt>{collection === 'authors' ? 'Name' : 'Title'}</dt>
          <dd>{displayTitle(collection, record.data)}</dd>
          <dt>Record</dt>
          <dd>#{record.data.control_number}</dd>
          <dt>Identifiers</dt>
          <dd>{identifiersOf(record.data).join(', ') || 'none'}</dd>
          {collection === 'authors' ? (
            <>
              <dt>Papers</dt>
              <dd>
                <AuthorPaperCount controlNumber={controlNumber} />
              </dd>
            </>
          ) : (
            <>
              <dt>Citations</dt>
              <dd>{record.data.citation_count ?? 0}</dd>
              <dt>Authors</dt>
              <dd>{record.data.author_count ?? record.data.number_of_authors ?? 0}</dd>
            </>
          )}
        </dl>
      ) : null}
    </section>
  );
}

/** The drawer's search: one radio per hit; this record itself cannot be picked. */
function CandidateSearch({
  collection,
  keepRecid,
  selected,
  onSelect,
}: {
  collection: MergeableCollection;
  keepRecid: number;
  selected: number | undefined;
  onSelect: (controlNumber: number | undefined) => void;
}) {
  return (
    <RecordPickerSearch<MergeCandidateMetadata>
      className="merge-drawer__search"
      searchLabel={MERGE_TEXTS.searchLabel}
      placeholder={collection === 'authors' ? 'Search authors' : 'Search literature'}
      pageSize={MERGE_SEARCH_PAGE_SIZE}
      queryKey={(query, page) => curationKeys.search(collection, query, page)}
      fetchPage={(query, page, signal) => searchMergeCandidates(collection, query, page, signal)}
      failedText={MERGE_TEXTS.searchFailed}
      hitsLabel="Records found"
      selected={selected}
      onSelect={onSelect}
      isDisabled={(metadata) => metadata.control_number === keepRecid}
      renderHit={(metadata) => (
        <>
          <span className="record-picker__hit-title">{displayTitle(collection, metadata)}</span>
          <span className="record-picker__hit-meta">
            {' '}
            #{metadata.control_number}
            {metadata.control_number === keepRecid ? ' (this record)' : ''}
          </span>
        </>
      )}
    />
  );
}

export interface MergeDrawerProps {
  collection: MergeableCollection;
  keepRecid: number;
  open: boolean;
  onClose: () => void;
  /** Runs the merge; throws with the server's message on failure. */
  onMerge: (duplicateRecid: number) => Promise<void>;
}

/**
 * 'Merge a duplicate into this record' (catalogers; issue 16 item 5): search the collection, pick the duplicate,
 * compare it with this record side by side, confirm with both ids named. The duplicate is deleted and redirects
 * here; its papers (authors) or citations (literature) move to this record.
 */
export function MergeDrawer({ collection, keepRecid, open, onClose, onMerge }: MergeDrawerProps) {
  const [selected, setSelected] = useState<number | undefined>();
  const [merging, setMerging] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const close = () => {
    setSelected(undefined);
    setError(undefined);
    onClose();
  };

  const merge = async (duplicate: number) => {
    setMerging(true);
    setError(undefined);
    try {
      await onMerge(duplicate);
      close();
    } catch (caught) {
      setError(messageOr(caught, MERGE_TEXTS.failed));
    } finally {
      setMerging(false);
    }
  };

  return (
    <Drawer
      title={MERGE_TEXTS.title}
      open={open}
      onClose={close}
      size="min(880px, 100vw)"
      destroyOnHidden
      className="merge-drawer"
      footer={
        <div className="record-picker__footer">
          <Button onClick={close}>Cancel</Button>
          {selected === undefined ? (
            <Button type="primary" disabled>
              Merge
            </Button>
          ) : (
            <Popconfirm
              title={mergeQuestion(keepRecid, selected)}
              description={`Record ${selected} will be deleted and redirect to record ${keepRecid}.`}
              okText="Merge"
              cancelText="Cancel"
              onConfirm={() => void merge(selected)}
            >
              <Button type="primary" loading={merging}>
                Merge
              </Button>
            </Popconfirm>
          )}
        </div>
      }
    >
      {error ? (
        <ClosableAlert className="merge-drawer__error" title={error} onClose={() => setError(undefined)} />
      ) : null}
      <CandidateSearch
        collection={collection}
        keepRecid={keepRecid}
        selected={selected}
        onSelect={setSelected}
      />
      <div className="merge-drawer__compare">
        <CandidateCard collection={collection} controlNumber={keepRecid} heading="This record (kept)" />
        {selected === undefined ? (
          <section className="merge-drawer__card merge-drawer__card--empty" aria-label="Duplicate">
            <h3 className="merge-drawer__card-heading">Duplicate (deleted)</h3>
            <p>{MERGE_TEXTS.pick}</p>
          </section>
        ) : (
          <CandidateCard
            key={selected}
            collection={collection}
            controlNumber={selected}
            heading="Duplicate (deleted)"
          />
        )}
      </div>
    </Drawer>
  );
}

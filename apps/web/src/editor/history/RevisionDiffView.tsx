import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useMemo } from 'react';
import { messageOr } from '../../common/api/http';
import { LoadingSpinner } from '../../common/components/LoadingSpinner';
import { fetchRevision, historyKeys } from './api';
import { type DiffEntry, diffJson, formatLeaf, type JsonDiff } from './jsonDiff';

export const DIFF_LOAD_FAILED = 'The revisions could not be loaded.';

const KIND_LABELS: Record<DiffEntry['kind'], string> = {
  added: 'added',
  removed: 'removed',
  changed: 'changed',
};

function LeafCell({ value, present, side }: { value: unknown; present: boolean; side: 'before' | 'after' }) {
  if (!present) {
    return <td className={`revision-diff__cell revision-diff__cell--${side} revision-diff__cell--absent`} />;
  }
  return (
    <td className={`revision-diff__cell revision-diff__cell--${side}`}>
      <span className="revision-diff__side-label">{side === 'before' ? 'Before: ' : 'After: '}</span>
      <span className="revision-diff__value">{formatLeaf(value)}</span>
    </td>
  );
}

function DiffRow({ entry }: { entry: DiffEntry }) {
  return (
    <tr className={`revision-diff__row revision-diff__row--${entry.kind}`}>
      <th className="revision-diff__path" scope="row">
        <code>{entry.path}</code> <span className="revision-diff__kind">{KIND_LABELS[entry.kind]}</span>
      </th>
      <LeafCell value={entry.before} present={entry.kind !== 'added'} side="before" />
      <LeafCell value={entry.after} present={entry.kind !== 'removed'} side="after" />
    </tr>
  );
}

/** The entries grouped by top-level field, in the order the fields appear in the record. */
function groupByField(diff: JsonDiff): { field: string; entries: DiffEntry[] }[] {
  const groups = new Map<string, DiffEntry[]>();
  for (const entry of diff.entries) {
    const group = groups.get(entry.field);
    if (group) {
      group.push(entry);
    } else {
      groups.set(entry.field, [entry]);
    }
  }
  return [...groups].map(([field, entries]) => ({ field, entries }));
}

/** The side-by-side table of one diff: a heading per changed field, one row per changed leaf. */
export function DiffTable({
  diff,
  beforeLabel,
  afterLabel,
}: {
  diff: JsonDiff;
  beforeLabel: string;
  afterLabel: string;
}) {
  if (diff.total === 0) {
    return <p className="revision-diff__none">The two revisions are identical.</p>;
  }
  const changedCount = diff.changedFields.length;
  return (
    <div className="revision-diff__body">
      <p className="revision-diff__summary">
        {diff.total} {diff.total === 1 ? 'change' : 'changes'} in {changedCount}{' '}
        {changedCount === 1 ? 'field' : 'fields'}: {diff.changedFields.join(', ')}
      </p>
      {groupByField(diff).map(({ field, entries }) => (
        <section key={field} className="revision-diff__field" aria-label={`Changes of ${field}`}>
          <h4 className="revision-diff__field-name">{field}</h4>
          <table className="revision-diff__table" aria-label={`Changes of ${field}`}>
            <thead>
              <tr className="revision-diff__row revision-diff__row--head">
                <th className="revision-diff__path" scope="col">
                  Field
                </th>
                <th className="revision-diff__cell" scope="col">
                  {beforeLabel}
                </th>
                <th className="revision-diff__cell" scope="col">
                  {afterLabel}
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <DiffRow key={`${entry.kind}:${entry.path}`} entry={entry} />
              ))}
            </tbody>
          </table>
        </section>
      ))}
      {diff.omitted > 0 ? (
        <p className="revision-diff__omitted">
          … and {diff.omitted} more {diff.omitted === 1 ? 'change' : 'changes'} not shown.
        </p>
      ) : null}
      {diff.unchangedFields.length > 0 ? (
        <details className="revision-diff__unchanged">
          <summary>
            {diff.unchangedFields.length} unchanged {diff.unchangedFields.length === 1 ? 'field' : 'fields'}
          </summary>
          <p>{diff.unchangedFields.join(', ')}</p>
        </details>
      ) : null}
    </div>
  );
}

interface RevisionDiffViewProps {
  collection: string;
  controlNumber: number;
  beforeRevision: number;
  afterRevision: number;
}

/** Loads two revisions and shows what changed from the first to the second, field by field. */
export function RevisionDiffView({
  collection,
  controlNumber,
  beforeRevision,
  afterRevision,
}: RevisionDiffViewProps) {
  const before = useQuery({
    queryKey: historyKeys.revision(collection, controlNumber, beforeRevision),
    queryFn: ({ signal }) => fetchRevision(collection, controlNumber, beforeRevision, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const after = useQuery({
    queryKey: historyKeys.revision(collection, controlNumber, afterRevision),
    queryFn: ({ signal }) => fetchRevision(collection, controlNumber, afterRevision, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  // Revisions never change once written, so the diff of two is computed once per pair.
  const diff = useMemo(
    () => (before.data && after.data ? diffJson(before.data.metadata, after.data.metadata) : undefined),
    [before.data, after.data],
  );
  if (before.isError || after.isError) {
    return <Alert type="error" showIcon title={messageOr(before.error ?? after.error, DIFF_LOAD_FAILED)} />;
  }
  if (!diff) {
    return <LoadingSpinner />;
  }
  return (
    <DiffTable
      diff={diff}
      beforeLabel={`Revision ${beforeRevision}`}
      afterLabel={`Revision ${afterRevision}`}
    />
  );
}

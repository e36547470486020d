import './referenceDiff.css';
import type { LiteratureReferenceItem } from '@parton/records';
import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { messageOr } from '../../common/api/http';
import { LoadingSpinner } from '../../common/components/LoadingSpinner';
import { usePageMeta } from '../../common/hooks/usePageMeta';
import { literatureKeys } from '../api';
import { ReferenceItem } from '../components/ReferencesTab';
import { fetchReferenceDiff } from '../referenceCuration/api';

export const DIFF_LOAD_ERROR = 'Something went wrong.';

function DiffSide({ heading, reference }: { heading: string; reference: LiteratureReferenceItem }) {
  return (
    <section className="detail-card reference-diff__side" aria-label={heading}>
      <h2>{heading}</h2>
      <ol className="references__list">
        <ReferenceItem reference={reference} />
      </ol>
    </section>
  );
}

/** The raw reference text of each side: one block when both sides have the same text. */
function RawReference({ previous, current }: { previous?: string; current?: string }) {
  if (!previous && !current) {
    return null;
  }
  const texts =
    previous && current && previous !== current
      ? [
          { label: 'Before', text: previous },
          { label: 'After', text: current },
        ]
      : [{ label: undefined, text: current ?? previous ?? '' }];
  return (
    <section className="detail-card reference-diff__raw" aria-label="Raw reference">
      <h2>Raw reference</h2>
      {texts.map(({ label, text }) => (
        <p key={label ?? 'raw'} className="reference-diff__raw-text">
          {label ? <strong>{label}: </strong> : null}
          {text}
        </p>
      ))}
    </section>
  );
}

/**
 * `/literature/:id/diff/:old..:new` (catalogers; the route guard redirects others): the reference a revision
 * changed, before and after, as the references tab shows references, and its raw text — how curators review a
 * reference self-curation (spec §2.4).
 */
export function ReferenceDiffPage() {
  const { id = '', versions = '' } = useParams();
  usePageMeta({ title: `Reference changes of ${id}` });
  const [alertClosed, setAlertClosed] = useState(false);
  const diff = useQuery({
    queryKey: literatureKeys.referenceDiff(id, versions),
    queryFn: ({ signal }) => fetchReferenceDiff(id, versions, signal),
    retry: false,
  });
  return (
    <div className="reference-diff">
      <h1>Reference changes</h1>
      <p>
        <Link to={`/literature/${encodeURIComponent(id)}`}>Back to the record</Link>
        {' · '}revisions {versions.replace('..', ' → ')}
      </p>
      {diff.isPending ? <LoadingSpinner /> : null}
      {diff.isError && !alertClosed ? (
        <Alert
          className="reference-diff__alert"
          type="error"
          showIcon
          closable={{ onClose: () => setAlertClosed(true), 'aria-label': 'Close' }}
          title={messageOr(diff.error, DIFF_LOAD_ERROR)}
        />
      ) : null}
      {diff.data ? (
        <>
          <p>Reference {diff.data.reference_index + 1} of the record changed.</p>
          <div className="reference-diff__sides">
            <DiffSide heading="Before" reference={diff.data.previous_version} />
            <DiffSide heading="After" reference={diff.data.current_version} />
          </div>
          <RawReference
            previous={diff.data.previous_version.raw_ref}
            current={diff.data.current_version.raw_ref}
          />
        </>
      ) : null}
    </div>
  );
}

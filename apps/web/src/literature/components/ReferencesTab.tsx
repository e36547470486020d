import { type LiteratureReferenceItem, REFERENCES_PAGE_SIZE } from '@parton/records';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../common/components/EmptyState';
import { ExternalLink } from '../../common/components/ExternalLink';
import { LoadingSpinner } from '../../common/components/LoadingSpinner';
import { MathText } from '../../common/components/MathText';
import { Pager } from '../../common/components/Pager';
import { SomethingWentWrong } from '../../common/components/SomethingWentWrong';
import { useCurrentUser } from '../../user/useCurrentUser';
import { fetchLiteratureReferences, literatureKeys } from '../api';
import { arxivAbsUrl, doiUrl, formatPublicationInfo } from '../display';
import { CorrectReferenceAction } from '../referenceCuration/CorrectReferenceAction';
import { AuthorList } from './AuthorList';

/** Spec §9: 25 by default; 250 and 1000 are there for exporting a long reference list in one go. */
export const REFERENCE_PAGE_SIZES = [REFERENCES_PAGE_SIZE, 50, 100, 250, 1000];

// The correction drawer (search, radio list, notifications) loads on the first 'Correct this reference' click.
const CurateReferenceDrawer = lazy(() => import('../referenceCuration/CurateReferenceDrawer'));

/** One reference as the references tab (and the reference diff page) shows it; `action` goes below it. */
export function ReferenceItem({
  reference,
  action,
}: {
  reference: LiteratureReferenceItem;
  action?: ReactNode;
}) {
  const title = reference.titles?.[0]?.title;
  const publication = (reference.publication_info ?? [])
    .map(formatPublicationInfo)
    .filter(Boolean)
    .join(' • ');
  const eprint = reference.arxiv_eprint?.[0]?.value;
  const doi = reference.dois?.[0]?.value;
  return (
    <li className="reference">
      {reference.label ? <span className="reference__label">[{reference.label}]</span> : null}
      <div className="reference__body">
        {title ? (
          <div className="reference__title">
            {reference.control_number ? (
              <Link to={`/literature/${reference.control_number}`}>
                <MathText text={title} />
              </Link>
            ) : (
              <MathText text={title} />
            )}
          </div>
        ) : (
          <div className="reference__misc">{reference.misc ?? reference.raw_ref}</div>
        )}
        {(reference.authors?.length ?? 0) > 0 || (reference.collaborations?.length ?? 0) > 0 ? (
          <AuthorList
            recordId={reference.control_number ?? 0}
            authors={reference.authors ?? []}
            collaborations={reference.collaborations}
            mode="et-al"
          />
        ) : null}
        <div className="reference__identifiers">
          {publication ? <span>{publication}</span> : null}
          {eprint ? (
            <span>
              e-Print: <ExternalLink href={arxivAbsUrl(eprint)}>{eprint}</ExternalLink>
            </span>
          ) : null}
          {doi ? (
            <span>
              DOI: <ExternalLink href={doiUrl(doi)}>{doi}</ExternalLink>
            </span>
          ) : null}
        </div>
        {action}
      </div>
    </li>
  );
}

export function ReferencesTab({ recordId }: { recordId: string }) {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(REFERENCES_PAGE_SIZE);
  const { loggedIn } = useCurrentUser();
  // The reference being corrected (its position in the record) and how the tab showed it.
  const [curated, setCurated] = useState<{ index: number; reference: LiteratureReferenceItem } | null>(null);
  const [drawerRequested, setDrawerRequested] = useState(false);
  const { data, isPending, isError, refetch, isPlaceholderData } = useQuery({
    queryKey: literatureKeys.references(recordId, page, size),
    queryFn: ({ signal }) => fetchLiteratureReferences(recordId, page, size, signal),
    placeholderData: keepPreviousData,
  });
  if (isPending) {
    return <LoadingSpinner />;
  }
  if (isError) {
    return <SomethingWentWrong onRetry={() => refetch()} />;
  }
  const { references, references_count: total } = data.metadata;
  if (total === 0) {
    return <EmptyState noun="References" />;
  }
  return (
    <div className={isPlaceholderData ? 'references references--stale' : 'references'}>
      <ol className="references__list">
        {references.map((reference, index) => {
          // References have no id of their own: their position in the record is their identity.
          const position = (page - 1) * size + index;
          return (
            <ReferenceItem
              key={position}
              reference={reference}
              action={
                <CorrectReferenceAction
                  loggedIn={loggedIn}
                  onCorrect={() => {
                    setDrawerRequested(true);
                    setCurated({ index: position, reference });
                  }}
                />
              }
            />
          );
        })}
      </ol>
      <Pager
        label="Reference pages"
        page={page}
        pageSize={size}
        total={total}
        onPageChange={setPage}
        pageSizeOptions={REFERENCE_PAGE_SIZES}
        onPageSizeChange={(nextSize) => {
          setSize(nextSize);
          setPage(1);
        }}
      />
      {drawerRequested ? (
        <Suspense fallback={null}>
          <CurateReferenceDrawer
            recordId={recordId}
            referenceIndex={curated?.index ?? null}
            reference={curated?.reference}
            onClose={() => setCurated(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

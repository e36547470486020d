import { AUTHORS_SHOWN, type UiLiteratureAuthor } from '@parton/records';
import { Button } from 'antd';
import { Fragment, lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { authorDisplayName, authorRecid } from '../display';

const AuthorsModal = lazy(() => import('./AuthorsModal'));

export function AuthorLink({
  author,
  showAffiliations = false,
}: {
  author: UiLiteratureAuthor;
  showAffiliations?: boolean;
}) {
  const recid = authorRecid(author);
  const name = authorDisplayName(author);
  const affiliations = showAffiliations ? (author.affiliations ?? []) : [];
  return (
    <span className="author">
      {recid ? <Link to={`/authors/${recid}`}>{name}</Link> : <span>{name}</span>}
      {author.inspire_roles?.includes('editor') ? <span className="author__role"> (ed.)</span> : null}
      {affiliations.length > 0 ? (
        <span className="author__affiliations">
          {' ('}
          {affiliations.map((affiliation, index) => {
            const link = affiliation.record?.$ref.match(/\/institutions\/(\d+)/)?.[1];
            return (
              <Fragment key={affiliation.value}>
                {index > 0 ? ' and ' : null}
                {link ? <Link to={`/institutions/${link}`}>{affiliation.value}</Link> : affiliation.value}
              </Fragment>
            );
          })}
          {')'}
        </span>
      ) : null}
    </span>
  );
}

interface AuthorListProps {
  recordId: number;
  authors: readonly UiLiteratureAuthor[];
  /** The record's full author count (the UI JSON carries at most ten authors). */
  total?: number;
  collaborations?: readonly { value: string }[];
  /** Detail pages offer 'Show All(n)'; result lists end with 'et al.'. */
  mode: 'et-al' | 'show-all';
  showAffiliations?: boolean;
}

/** Collaborations, then the first five authors. */
export function AuthorList({
  recordId,
  authors,
  total = authors.length,
  collaborations = [],
  mode,
  showAffiliations = false,
}: AuthorListProps) {
  const [modalOpen, setModalOpen] = useState(false);
  const shown = authors.slice(0, AUTHORS_SHOWN);
  const hasMore = Math.max(total, authors.length) > shown.length;
  return (
    <div className="author-list">
      {collaborations.length > 0 ? (
        <span className="author-list__collaborations">
          {collaborations.map((collaboration) => collaboration.value).join(', ')}{' '}
          {collaborations.length === 1 ? 'Collaboration' : 'Collaborations'}
          {shown.length > 0 ? ' • ' : ''}
        </span>
      ) : null}
      {shown.map((author, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: two signatures may share a name; position tells them apart
        <Fragment key={`${author.full_name}-${index}`}>
          {index > 0 ? ', ' : null}
          <AuthorLink author={author} showAffiliations={showAffiliations} />
        </Fragment>
      ))}
      {hasMore && mode === 'et-al' ? <span className="author-list__et-al"> et al.</span> : null}
      {hasMore && mode === 'show-all' ? (
        <>
          {' '}
          <Button
            type="link"
            size="small"
            className="author-list__show-all"
            onClick={() => setModalOpen(true)}
          >
            Show All({Math.max(total, authors.length)})
          </Button>
          {modalOpen ? (
            <Suspense fallback={null}>
              <AuthorsModal
                recordId={recordId}
                initialAuthors={authors}
                total={Math.max(total, authors.length)}
                onClose={() => setModalOpen(false)}
              />
            </Suspense>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

import { AUTHORS_SHOWN, type DataUiMetadata, type LiteratureUiMetadata } from '@parton/records';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { ExpandableList } from '../../common/components/ExpandableList';
import { ExternalLink } from '../../common/components/ExternalLink';
import { MathText } from '../../common/components/MathText';
import { useLinkedRecords } from '../../common/hooks/useLinkedRecords';
import { linkedRecordId } from '../../common/recordLinks';
import { AuthorLink } from '../../literature/components/AuthorList';
import { doiUrl } from '../../literature/display';
import { datasetAuthors, datasetDois, literatureLinks } from '../dataDisplay';

export function DatasetAuthors({ dataset, showAffiliations = false }: { dataset: DataUiMetadata; showAffiliations?: boolean }) {
  const authors = datasetAuthors(dataset);
  const collaborations = dataset.collaborations ?? [];
  if (authors.length === 0 && collaborations.length === 0) {
    return null;
  }
  return (
    <div className="author-list">
      {collaborations.length > 0 ? (
        <span className="author-list__collaborations">
          {collaborations.map((collaboration) => collaboration.value).join(', ')}{' '}
          {collaborations.length === 1 ? 'Collaboration' : 'Collaborations'}
          {authors.length > 0 ? ' • ' : ''}
        </span>
      ) : null}
      <ExpandableList
        inline
        limit={AUTHORS_SHOWN}
        items={authors}
        renderItem={(author, index) => (
          <>
            {index > 0 ? ', ' : null}
            <AuthorLink author={author} showAffiliations={showAffiliations} />
          </>
        )}
      />
    </div>
  );
}

export function DatasetDois({ dataset }: { dataset: DataUiMetadata }) {
  const dois = datasetDois(dataset);
  if (dois.length === 0) {
    return null;
  }
  return (
    <ExpandableList
      inline
      limit={3}
      items={dois}
      renderItem={(doi, index) => (
        <>
          {index > 0 ? ', ' : null}
          <ExternalLink href={doiUrl(doi.value)}>{doi.value}</ExternalLink>
          {doi.materials.length > 0 ? (
            <span className="collection-item__secondary"> ({doi.materials.join(', ')})</span>
          ) : null}
        </>
      )}
    />
  );
}

export function DatasetLiterature({ dataset }: { dataset: DataUiMetadata }) {
  const links = literatureLinks(dataset);
  const papers = useLinkedRecords<LiteratureUiMetadata>(
    'literature',
    links.flatMap((link) => (link.id ? [link.id] : [])),
  );
  if (links.length === 0) {
    return null;
  }
  return (
    <span>
      {links.map((link, index) => (
        <Fragment key={link.id ?? link.doi}>
          {index > 0 ? ', ' : null}
          {link.id ? (
            <Link to={`/literature/${link.id}`}>
              <MathText text={papers.get(link.id)?.titles[0]?.title ?? link.doi ?? `Record ${link.id}`} />
            </Link>
          ) : (
            <ExternalLink href={doiUrl(link.doi ?? '')}>{link.doi}</ExternalLink>
          )}
        </Fragment>
      ))}
    </span>
  );
}

export function DatasetExperiments({ dataset }: { dataset: DataUiMetadata }) {
  const experiments = (dataset.accelerator_experiments ?? []).filter((experiment) => experiment.legacy_name);
  if (experiments.length === 0) {
    return null;
  }
  return (
    <span>
      {experiments.map((experiment, index) => {
        const id = linkedRecordId(experiment.record, 'experiments');
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: experiments may repeat
          <Fragment key={index}>
            {index > 0 ? ', ' : null}
            {id ? <Link to={`/experiments/${id}`}>{experiment.legacy_name}</Link> : experiment.legacy_name}
          </Fragment>
        );
      })}
    </span>
  );
}

import type { ExperimentUiMetadata } from '@parton/records';
import { Link } from 'react-router';
import {
  EmbeddedLiteratureSearch,
  embeddedNamespace,
} from '../../common/components/EmbeddedLiteratureSearch';
import { LoadingSpinner } from '../../common/components/LoadingSpinner';
import {
  ApiLink,
  CategoryTags,
  DeletedAlert,
  EditRecordLink,
  PublicNotesList,
  RecordField,
  RecordSection,
  UrlLinks,
} from '../../common/components/RecordParts';
import { RelatedRecordLinks } from '../../common/components/RelatedRecordLinks';
import { RichText } from '../../common/components/RichText';
import { usePageMeta } from '../../common/hooks/usePageMeta';
import { useRecordDetail } from '../../common/hooks/useRecordDetail';
import { relatedLinks } from '../../common/relatedRecords';
import { useCurrentUser } from '../../user/useCurrentUser';
import {
  associatedArticlesHref,
  collaborationArticlesHref,
  collaborationMembersHref,
  experimentPapersQuery,
} from '../api';
import { CollaborationName, ExperimentDates, ExperimentInstitutions } from '../components/ExperimentParts';

const PAPERS_NAMESPACE = embeddedNamespace('experimentPapers', { literature: true });

export function ExperimentDetailPage() {
  const { record } = useRecordDetail<ExperimentUiMetadata>('experiments');
  const { isCataloger } = useCurrentUser();
  const experiment = record?.metadata;
  usePageMeta({
    title: experiment?.legacy_name ?? 'Experiments',
    description: experiment?.description ?? experiment?.long_name ?? experiment?.legacy_name,
  });
  if (!experiment) {
    return <LoadingSpinner fullPage />;
  }
  const id = experiment.control_number;
  const collaboration = experiment.collaboration?.value;
  return (
    <div className="detail-page collection-detail">
      {experiment.deleted ? <DeletedAlert /> : null}
      <article className="detail-card" aria-labelledby="record-title">
        <h1 id="record-title" className="detail-record__title">
          {experiment.legacy_name}
        </h1>
        {experiment.long_name ? (
          <div className="detail-record__subtitle-line">{experiment.long_name}</div>
        ) : null}
        <div className="detail-record__identifiers">
          <RecordField label="Dates">
            <ExperimentDates experiment={experiment} />
          </RecordField>
          <RecordField label="Collaboration">
            {collaboration ? <CollaborationName collaboration={experiment.collaboration} /> : null}
          </RecordField>
          <RecordField label="Institutions">
            {experiment.institutions?.length ? (
              <ExperimentInstitutions institutions={experiment.institutions} />
            ) : null}
          </RecordField>
          <RecordField label="Accelerator">{experiment.accelerator?.value}</RecordField>
          <RecordField label="Classification">{experiment.inspire_classification?.join(', ')}</RecordField>
          <RecordField label="Name variants">{experiment.name_variants?.join(', ')}</RecordField>
          {Array.isArray(experiment.inspire_categories) ? (
            <RecordField label="Subjects">
              <CategoryTags categories={experiment.inspire_categories as { term: string }[]} />
            </RecordField>
          ) : null}
          <RelatedRecordLinks
            links={relatedLinks(experiment, 'experiments')}
            collection="experiments"
            fallbackLabel={(relatedId) => `Experiment ${relatedId}`}
          />
        </div>
        <div className="detail-record__actions">
          <Link to={associatedArticlesHref(id)}>Associated articles</Link>
          {collaboration ? (
            <Link to={collaborationArticlesHref(collaboration)}>Collaboration articles</Link>
          ) : null}
          <Link to={collaborationMembersHref(id)}>Collaboration members</Link>
          <EditRecordLink collection="experiments" id={id} canEdit={isCataloger} />
          <ApiLink collection="experiments" id={id} />
        </div>
        {experiment.description ? (
          <RecordSection title="Description">
            <RichText html={experiment.description} />
          </RecordSection>
        ) : null}
        {experiment.urls?.length ? (
          <RecordSection title="Links">
            <UrlLinks urls={experiment.urls} />
          </RecordSection>
        ) : null}
        {experiment.public_notes?.length ? (
          <RecordSection title="Notes">
            <PublicNotesList notes={experiment.public_notes} />
          </RecordSection>
        ) : null}
      </article>
      <section className="detail-card detail-tabs" aria-labelledby="papers-title">
        <h2 id="papers-title">Papers</h2>
        <EmbeddedLiteratureSearch
          namespace={PAPERS_NAMESPACE}
          baseQuery={experimentPapersQuery(id)}
          facetName="hep-experiment-papers"
          emptyNoun="Results"
          searchLabel="Search papers of this experiment"
        />
      </section>
    </div>
  );
}

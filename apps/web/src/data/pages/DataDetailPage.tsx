import type { DataUiMetadata } from '@parton/records';
import { Link } from 'react-router';
import { LoadingSpinner } from '../../common/components/LoadingSpinner';
import { MathText } from '../../common/components/MathText';
import {
  ApiLink,
  DeletedAlert,
  KeywordTags,
  RecordField,
  RecordSection,
  UrlLinks,
} from '../../common/components/RecordParts';
import { usePageMeta } from '../../common/hooks/usePageMeta';
import { useRecordDetail } from '../../common/hooks/useRecordDetail';
import { pluralise } from '../../common/numberFormat';
import { citationsSearchPath } from '../../literature/display';
import { datasetDate, datasetTitle } from '../dataDisplay';
import { DatasetAuthors, DatasetDois, DatasetExperiments, DatasetLiterature } from '../components/DataParts';

export function DataDetailPage() {
  const { record } = useRecordDetail<DataUiMetadata>('data');
  const dataset = record?.metadata;
  const title = dataset ? datasetTitle(dataset) : undefined;
  usePageMeta({ title: title ?? 'Data', description: dataset?.abstracts?.[0]?.value ?? title });
  if (!dataset || !title) {
    return <LoadingSpinner fullPage />;
  }
  const abstract = dataset.abstracts?.[0];
  const date = datasetDate(dataset);
  return (
    <div className="detail-page collection-detail">
      {dataset.deleted ? <DeletedAlert /> : null}
      <article className="detail-card" aria-labelledby="record-title">
        <h1 id="record-title" className="detail-record__title">
          <MathText text={title} />
        </h1>
        <DatasetAuthors dataset={dataset} showAffiliations />
        {date ? <div className="detail-record__date">{date}</div> : null}
        <div className="detail-record__identifiers">
          <RecordField label="DOI">{dataset.dois?.length ? <DatasetDois dataset={dataset} /> : null}</RecordField>
          <RecordField label="Literature">
            {dataset.literature?.length ? <DatasetLiterature dataset={dataset} /> : null}
          </RecordField>
          <RecordField label="Experiments">
            {dataset.accelerator_experiments?.length ? <DatasetExperiments dataset={dataset} /> : null}
          </RecordField>
        </div>
        <div className="detail-record__actions">
          <Link to={citationsSearchPath(dataset.control_number)} className="detail-record__citations">
            {pluralise(dataset.citation_count ?? 0, 'citation')}
          </Link>
          <ApiLink collection="data" id={dataset.control_number} />
        </div>
        {abstract ? (
          <RecordSection title="Abstract">
            <p className="abstract">
              <MathText text={abstract.value} />
            </p>
          </RecordSection>
        ) : null}
        {dataset.keywords?.length ? (
          <RecordSection title="Keywords">
            <KeywordTags keywords={dataset.keywords} />
          </RecordSection>
        ) : null}
        {dataset.urls?.length ? (
          <RecordSection title="Links">
            <UrlLinks urls={dataset.urls} />
          </RecordSection>
        ) : null}
      </article>
    </div>
  );
}

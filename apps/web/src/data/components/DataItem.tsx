import type { DataUiMetadata } from '@parton/records';
import { Link } from 'react-router';
import { MathText } from '../../common/components/MathText';
import { RecordField } from '../../common/components/RecordParts';
import { pluralise } from '../../common/numberFormat';
import { datasetDate, datasetTitle } from '../dataDisplay';
import { DatasetAuthors, DatasetDois } from './DataParts';

export function DataItem({ dataset }: { dataset: DataUiMetadata }) {
  const id = dataset.control_number;
  const date = datasetDate(dataset);
  return (
    <article className="result-item collection-item" aria-labelledby={`data-${id}`}>
      <div className="result-item__body">
        <h2 id={`data-${id}`} className="result-item__title">
          <Link to={`/data/${id}`}>
            <MathText text={datasetTitle(dataset)} />
          </Link>
        </h2>
        <DatasetAuthors dataset={dataset} />
        {date ? <div className="result-item__date">{date}</div> : null}
        <RecordField label="DOI">{dataset.dois?.length ? <DatasetDois dataset={dataset} /> : null}</RecordField>
        {dataset.citation_count !== undefined ? (
          <div className="result-item__actions">
            <span />
            <div className="result-item__counts">{pluralise(dataset.citation_count, 'citation')}</div>
          </div>
        ) : null}
      </div>
    </article>
  );
}

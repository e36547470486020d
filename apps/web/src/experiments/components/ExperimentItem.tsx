import type { ExperimentUiMetadata } from '@parton/records';
import { Link } from 'react-router';
import { pluralise } from '../../common/numberFormat';
import { associatedArticlesHref } from '../api';
import { CollaborationName, ExperimentInstitutions } from './ExperimentParts';

export function ExperimentItem({ experiment }: { experiment: ExperimentUiMetadata }) {
  const id = experiment.control_number;
  return (
    <article className="result-item collection-item" aria-labelledby={`experiment-${id}`}>
      <div className="result-item__body">
        <h2 id={`experiment-${id}`} className="result-item__title">
          <Link to={`/experiments/${id}`}>{experiment.legacy_name}</Link>
          {experiment.long_name ? (
            <span className="collection-item__secondary"> {experiment.long_name}</span>
          ) : null}
        </h2>
        {experiment.collaboration?.value ? (
          <div className="collection-item__line">
            <CollaborationName collaboration={experiment.collaboration} />
          </div>
        ) : null}
        {experiment.institutions?.length ? (
          <div className="collection-item__line">
            <ExperimentInstitutions institutions={experiment.institutions} />
          </div>
        ) : null}
        {experiment.number_of_papers ? (
          <div className="result-item__actions">
            <span />
            <div className="result-item__counts">
              <Link to={associatedArticlesHref(id)}>{pluralise(experiment.number_of_papers, 'paper')}</Link>
            </div>
          </div>
        ) : null}
      </div>
    </article>
  );
}

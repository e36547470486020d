import type { InstitutionUiMetadata } from '@parton/records';
import { Link } from 'react-router';
import { AddressList } from '../../common/components/RecordParts';
import { pluralise } from '../../common/numberFormat';
import { literatureSearchHref } from '../../common/recordLinks';
import { institutionPapersQuery } from '../api';
import { institutionHierarchy, institutionName } from '../institutionDisplay';

export function InstitutionItem({ institution }: { institution: InstitutionUiMetadata }) {
  const id = institution.control_number;
  const hierarchy = institutionHierarchy(institution);
  return (
    <article className="result-item collection-item" aria-labelledby={`institution-${id}`}>
      <div className="result-item__body">
        <h2 id={`institution-${id}`} className="result-item__title">
          <Link to={`/institutions/${id}`}>{institutionName(institution)}</Link>
        </h2>
        {hierarchy ? <div className="collection-item__line">{hierarchy}</div> : null}
        <div className="collection-item__line">
          <AddressList addresses={institution.addresses} />
        </div>
        {institution.number_of_papers ? (
          <div className="result-item__actions">
            <span />
            <div className="result-item__counts">
              <Link to={literatureSearchHref(institutionPapersQuery(id))}>
                {pluralise(institution.number_of_papers, 'paper')}
              </Link>
            </div>
          </div>
        ) : null}
      </div>
    </article>
  );
}

import type { ConferenceUiMetadata } from '@parton/records';
import { Link } from 'react-router';
import {
  AddressList,
  CategoryTags,
  EditRecordLink,
  RecordField,
  UrlLinks,
} from '../../common/components/RecordParts';
import { pluralise } from '../../common/numberFormat';
import { contributionsSearchHref } from '../api';
import { ConferenceDates, ConferenceTitle, ProceedingsLinks } from './ConferenceParts';

/** A conference in the results: title, dates, place, CNUM, subjects, links and its contributions. */
export function ConferenceItem({ conference }: { conference: ConferenceUiMetadata }) {
  const id = conference.control_number;
  const contributions = conference.number_of_contributions ?? 0;
  return (
    <article className="result-item collection-item" aria-labelledby={`conference-${id}`}>
      <div className="result-item__body">
        <h2 id={`conference-${id}`} className="result-item__title">
          <Link to={`/conferences/${id}`}>
            <ConferenceTitle conference={conference} />
          </Link>
        </h2>
        <div className="collection-item__line">
          <ConferenceDates conference={conference} />
          {conference.addresses?.length ? (
            <>
              {' • '}
              <AddressList addresses={conference.addresses} />
            </>
          ) : null}
          {conference.cnum ? <span className="collection-item__secondary"> ({conference.cnum})</span> : null}
        </div>
        <div className="collection-item__line">
          <CategoryTags categories={conference.inspire_categories} />
        </div>
        <RecordField label="Website">
          {conference.urls?.length ? <UrlLinks urls={conference.urls} /> : null}
        </RecordField>
        <RecordField label="Proceedings">
          {conference.proceedings?.length ? <ProceedingsLinks proceedings={conference.proceedings} /> : null}
        </RecordField>
        <div className="result-item__actions">
          <div className="result-item__tools">
            <EditRecordLink collection="conferences" id={id} canEdit={conference.can_edit} />
          </div>
          <div className="result-item__counts">
            <Link to={contributionsSearchHref(id)}>{pluralise(contributions, 'contribution')}</Link>
          </div>
        </div>
      </div>
    </article>
  );
}

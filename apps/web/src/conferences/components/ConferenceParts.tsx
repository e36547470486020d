import type { ConferenceUiMetadata } from '@parton/records';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { MathText } from '../../common/components/MathText';
import { formatDateRange } from '../../common/recordDates';
import { formatPublicationInfo } from '../../literature/display';

/** 'Title : Subtitle (ACRONYM)'. */
export function ConferenceTitle({ conference }: { conference: ConferenceUiMetadata }) {
  const title = conference.titles[0];
  const acronym = conference.acronyms?.[0];
  return (
    <>
      <MathText text={title?.title ?? '(untitled)'} />
      {title?.subtitle ? (
        <span className="detail-record__subtitle">
          {' : '}
          <MathText text={title.subtitle} />
        </span>
      ) : null}
      {acronym ? <span className="conference-acronym"> ({acronym})</span> : null}
    </>
  );
}

export function ConferenceDates({ conference }: { conference: ConferenceUiMetadata }) {
  const text = formatDateRange(conference.opening_date, conference.closing_date);
  return text ? <span className="conference-dates">{text}</span> : null;
}

/** Proceedings of a conference, each linked to its literature record. */
export function ProceedingsLinks({ proceedings }: { proceedings: ConferenceUiMetadata['proceedings'] }) {
  if (!proceedings || proceedings.length === 0) {
    return null;
  }
  return (
    <span className="proceedings-links">
      {proceedings.map((entry, index) => {
        const info = entry.publication_info?.[0];
        const label =
          (info ? formatPublicationInfo(info) : undefined) ?? entry.titles?.[0]?.title ?? 'Proceedings';
        return (
          <Fragment key={entry.control_number}>
            {index > 0 ? ', ' : null}
            <Link to={`/literature/${entry.control_number}`}>{label}</Link>
          </Fragment>
        );
      })}
    </span>
  );
}

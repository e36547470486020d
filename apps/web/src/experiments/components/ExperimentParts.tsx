import type { ExperimentUiMetadata } from '@parton/records';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { linkedRecordId } from '../../common/recordLinks';
import { experimentDates } from '../experimentDates';

/** 'Proposed: Oct 1, 1992 • Approved: … • Still Running'. */
export function ExperimentDates({ experiment }: { experiment: ExperimentUiMetadata }) {
  const dates = experimentDates(experiment);
  if (dates.length === 0) {
    return null;
  }
  return (
    <span className="experiment-dates">
      {dates.map((date, index) => (
        <Fragment key={date.label}>
          {index > 0 ? ' • ' : null}
          {date.value ? (
            <>
              <span className="record-line__label">{date.label}:</span> {date.value}
            </>
          ) : (
            <strong>{date.label}</strong>
          )}
        </Fragment>
      ))}
    </span>
  );
}

export function ExperimentInstitutions({
  institutions,
}: {
  institutions: ExperimentUiMetadata['institutions'];
}) {
  const named = (institutions ?? []).filter((institution) => institution.value);
  if (named.length === 0) {
    return null;
  }
  return (
    <span>
      {named.map((institution, index) => {
        const id = linkedRecordId(institution.record, 'institutions');
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: two entries may share a name
          <Fragment key={index}>
            {index > 0 ? ', ' : null}
            {id ? <Link to={`/institutions/${id}`}>{institution.value}</Link> : institution.value}
          </Fragment>
        );
      })}
    </span>
  );
}

/** 'ATLAS Collaboration', linked to the collaboration's record when there is one. */
export function CollaborationName({
  collaboration,
}: {
  collaboration: ExperimentUiMetadata['collaboration'];
}) {
  if (!collaboration?.value) {
    return null;
  }
  const id = linkedRecordId(collaboration.record, 'experiments');
  const text = `${collaboration.value} Collaboration`;
  return id ? <Link to={`/experiments/${id}`}>{text}</Link> : <span>{text}</span>;
}

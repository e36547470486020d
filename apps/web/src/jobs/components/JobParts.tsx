import type { JobUiMetadata } from '@parton/records';
import { rankLabel } from '@parton/records';
import { Alert, Tag } from 'antd';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { formatRecordDate } from '../../common/recordDates';
import { linkedRecordId } from '../../common/recordLinks';

/** Institutions of a job, linked to their records when known. */
export function JobInstitutions({ institutions }: { institutions: JobUiMetadata['institutions'] }) {
  if (!institutions || institutions.length === 0) {
    return null;
  }
  return (
    <span className="job-institutions">
      {institutions.map((institution, index) => {
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

/** Experiments a job belongs to, linked to the experiments pages. */
export function JobExperiments({ experiments }: { experiments: JobUiMetadata['accelerator_experiments'] }) {
  const named = (experiments ?? []).filter((experiment) => experiment.name || experiment.legacy_name);
  if (named.length === 0) {
    return null;
  }
  return (
    <span className="job-experiments">
      {named.map((experiment, index) => {
        const id = linkedRecordId(experiment.record, 'experiments');
        const name = experiment.name ?? experiment.legacy_name;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: two entries may share a name
          <Fragment key={index}>
            {index > 0 ? ', ' : null}
            {id ? <Link to={`/experiments/${id}`}>{name}</Link> : name}
          </Fragment>
        );
      })}
    </span>
  );
}

export function RankTags({ ranks }: { ranks: readonly string[] | undefined }) {
  if (!ranks || ranks.length === 0) {
    return null;
  }
  return (
    <span className="rank-tags">
      {ranks.map((rank) => (
        <Tag key={rank} color="purple">
          {rankLabel(rank)}
        </Tag>
      ))}
    </span>
  );
}

export function RegionList({ regions }: { regions: readonly string[] | undefined }) {
  if (!regions || regions.length === 0) {
    return null;
  }
  return <span className="job-regions">{regions.join(', ')}</span>;
}

/** 'Sep 4, 2020', for a line already labelled 'Deadline'. */
export function DeadlineDate({ date }: { date: string }) {
  return <time dateTime={date}>{formatRecordDate(date)}</time>;
}

/** 'Deadline on Sep 4, 2020', standing alone (a result item). */
export function Deadline({ date }: { date: string | undefined }) {
  if (!date) {
    return null;
  }
  return (
    <span className="job-deadline">
      Deadline on <DeadlineDate date={date} />
    </span>
  );
}

/** Pending jobs warn, closed jobs are marked as such; open jobs have no banner (spec §4). */
export function JobStatusBanner({ status }: { status: string | undefined }) {
  if (status === 'pending') {
    return <Alert type="warning" showIcon banner title="This job is pending!" />;
  }
  if (status === 'closed') {
    return <Alert type="error" showIcon banner title="This job is closed!" />;
  }
  return null;
}

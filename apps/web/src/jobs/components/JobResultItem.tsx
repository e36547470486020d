import type { JobUiMetadata, RecordEnvelope } from '@parton/records';
import { Link } from 'react-router';
import { ArxivCategoryTags, EditRecordLink } from '../../common/components/RecordParts';
import { timeSince } from '../../common/recordDates';
import { Deadline, JobExperiments, JobInstitutions, RankTags, RegionList } from './JobParts';

interface JobResultItemProps {
  hit: RecordEnvelope<JobUiMetadata>;
  /** Catalogers (and superusers) also see the external job identifier. */
  showExternalId: boolean;
  now?: Date;
}

/** A job in the results: position, where, what, ranks, deadline and how long ago it was posted. */
export function JobResultItem({ hit, showExternalId, now }: JobResultItemProps) {
  const job = hit.metadata;
  const posted = timeSince(hit.created, now);
  return (
    <article className="result-item collection-item" aria-labelledby={`job-${job.control_number}`}>
      <div className="result-item__body">
        <h2 id={`job-${job.control_number}`} className="result-item__title">
          <Link to={`/jobs/${job.control_number}`}>{job.position}</Link>
          {showExternalId && job.external_job_identifier ? (
            <span className="collection-item__secondary"> ({job.external_job_identifier})</span>
          ) : null}
        </h2>
        <div className="collection-item__line">
          <JobInstitutions institutions={job.institutions} />
          {job.regions?.length ? (
            <>
              {job.institutions?.length ? ' • ' : null}
              <RegionList regions={job.regions} />
            </>
          ) : null}
        </div>
        <div className="collection-item__line">
          <ArxivCategoryTags categories={job.arxiv_categories} />
          <RankTags ranks={job.ranks} />
        </div>
        {job.accelerator_experiments?.length ? (
          <div className="collection-item__line">
            Experiments: <JobExperiments experiments={job.accelerator_experiments} />
          </div>
        ) : null}
        <div className="result-item__actions">
          <div className="result-item__tools">
            <EditRecordLink collection="jobs" id={job.control_number} canEdit={job.can_edit} />
          </div>
          <div className="result-item__counts collection-item__dates">
            <Deadline date={job.deadline_date} />
            {posted ? <span>Posted {posted}</span> : null}
          </div>
        </div>
      </div>
    </article>
  );
}

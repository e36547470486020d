import type { JobUiMetadata } from '@parton/records';
import { ExternalLink } from '../../common/components/ExternalLink';
import { LoadingSpinner } from '../../common/components/LoadingSpinner';
import {
  ApiLink,
  ArxivCategoryTags,
  ContactList,
  DeletedAlert,
  EditRecordLink,
  RecordField,
  RecordSection,
  UrlLinks,
} from '../../common/components/RecordParts';
import { RichText, richTextToPlain } from '../../common/components/RichText';
import { usePageMeta } from '../../common/hooks/usePageMeta';
import { useRecordDetail } from '../../common/hooks/useRecordDetail';
import { formatRecordDate, timeSince } from '../../common/recordDates';
import { useCurrentUser } from '../../user/useCurrentUser';
import {
  DeadlineDate,
  JobExperiments,
  JobInstitutions,
  JobStatusBanner,
  RankTags,
  RegionList,
} from '../components/JobParts';

export function JobDetailPage() {
  const { record } = useRecordDetail<JobUiMetadata>('jobs');
  const { isCataloger } = useCurrentUser();
  const job = record?.metadata;
  usePageMeta({
    title: job?.position ?? 'Jobs',
    description: richTextToPlain(job?.description) || job?.position,
  });
  if (!record || !job) {
    return <LoadingSpinner fullPage />;
  }
  const letters = job.reference_letters;
  const letterCount = (letters?.emails?.length ?? 0) + (letters?.urls?.length ?? 0);
  return (
    <div className="detail-page collection-detail">
      <JobStatusBanner status={job.status} />
      {job.deleted ? <DeletedAlert /> : null}
      <article className="detail-card" aria-labelledby="record-title">
        <h1 id="record-title" className="detail-record__title">
          {job.position}
          {isCataloger && job.external_job_identifier ? (
            <span className="detail-record__subtitle"> ({job.external_job_identifier})</span>
          ) : null}
        </h1>
        <div className="detail-record__identifiers">
          <RecordField label="Institutions">
            {job.institutions?.length ? <JobInstitutions institutions={job.institutions} /> : null}
          </RecordField>
          <RecordField label="Regions">
            {job.regions?.length ? <RegionList regions={job.regions} /> : null}
          </RecordField>
          <RecordField label="Field of interest">
            {job.arxiv_categories?.length ? <ArxivCategoryTags categories={job.arxiv_categories} /> : null}
          </RecordField>
          <RecordField label="Experiments">
            {job.accelerator_experiments?.length ? (
              <JobExperiments experiments={job.accelerator_experiments} />
            ) : null}
          </RecordField>
          <RecordField label="Rank">{job.ranks?.length ? <RankTags ranks={job.ranks} /> : null}</RecordField>
          <RecordField label="Deadline">
            {job.deadline_date ? <DeadlineDate date={job.deadline_date} /> : null}
          </RecordField>
        </div>
        <div className="detail-record__actions">
          <EditRecordLink collection="jobs" id={job.control_number} canEdit={job.can_edit} />
          <ApiLink collection="jobs" id={job.control_number} />
          <span className="collection-detail__dates">
            {timeSince(record.created) ? `Posted ${timeSince(record.created)}` : null}
            {record.updated ? ` • Updated on ${formatRecordDate(record.updated)}` : null}
          </span>
        </div>
        {job.description ? (
          <RecordSection title="Job description">
            <RichText html={job.description} className="job-description" />
          </RecordSection>
        ) : null}
        {job.contact_details?.length ? (
          <RecordSection title="Contact">
            <ContactList contacts={job.contact_details} />
          </RecordSection>
        ) : null}
        {letterCount > 0 ? (
          <RecordSection title="Reference letters">
            <p>Please send reference letters to:</p>
            <ul className="url-links">
              {(letters?.emails ?? []).map((email) => (
                <li key={email}>
                  <a href={`mailto:${email}`}>{email}</a>
                </li>
              ))}
              {(letters?.urls ?? []).map((url) => (
                <li key={url.value}>
                  <ExternalLink href={url.value}>{url.description || url.value}</ExternalLink>
                </li>
              ))}
            </ul>
          </RecordSection>
        ) : null}
        {job.urls?.length ? (
          <RecordSection title="More information">
            <UrlLinks urls={job.urls} />
          </RecordSection>
        ) : null}
      </article>
    </div>
  );
}

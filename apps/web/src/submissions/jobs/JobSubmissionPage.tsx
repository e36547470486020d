import {
  checkJobDeadline,
  JOB_FIELDS_OF_INTEREST,
  JOB_REGIONS,
  JOB_STATUSES,
  jobSubmissionSchema,
  RANK_LABELS,
  RANKS,
} from '@parton/records';
import { Alert } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { useCurrentUser } from '../../user/useCurrentUser';
import { draftKeyOf, submitNew, submitUpdate } from '../api';
import {
  ArrayOf,
  ContactsField,
  DateField,
  type ExtraValidation,
  type FormValues,
  InstitutionSuggester,
  PrefillGate,
  SelectField,
  SubmissionForm,
  SubmissionPage,
  SubmitButton,
  SuggesterField,
  suggestedText,
  TextAreaField,
  TextField,
  useSubmissionForm,
} from '../common';

export const POSTDOC_AGREEMENT_URL = 'https://insti.physics.sunysb.edu/itp/postdoc-agreement.html';

/** A new job form: the defaults of facts §1.4 (one empty institution, contact and reference-letter entry). */
export const NEW_JOB_VALUES: FormValues = {
  status: 'pending',
  title: '',
  institutions: [{}],
  regions: [],
  field_of_interest: [],
  ranks: [],
  experiments: [{}],
  contacts: [{}],
  reference_letters: [''],
  description: '',
};

const RANK_OPTIONS = RANKS.map((rank) => ({ value: rank, label: RANK_LABELS[rank] }));

/** The deadline window depends on today, so it is checked beside the schema (the server does not). */
const jobDeadlineValidation: ExtraValidation = (cleaned) => {
  const message = checkJobDeadline(cleaned as { status?: string; deadline_date?: string });
  return message ? [{ path: 'deadline_date', message }] : [];
};

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Tomorrow … a year from today: the days the deadline picker offers while the job is not closed. */
function deadlineWindow(): { min: string; max: string } {
  const now = new Date();
  const tomorrow = new Date(now);
  tomorrow.setUTCDate(now.getUTCDate() + 1);
  const nextYear = new Date(now);
  nextYear.setUTCFullYear(now.getUTCFullYear() + 1);
  nextYear.setUTCDate(nextYear.getUTCDate() - 1);
  return { min: isoDay(tomorrow), max: isoDay(nextYear) };
}

function JobForm({
  title,
  initialValues,
  draftKey,
  canModifyStatus,
  onSubmit,
}: {
  title: string;
  initialValues: FormValues;
  draftKey: string;
  canModifyStatus: boolean;
  onSubmit: (data: FormValues) => Promise<void>;
}) {
  const { isCataloger } = useCurrentUser();
  const form = useSubmissionFormForJobs(initialValues, draftKey, onSubmit);
  const status = form.getValue('status');
  const ranks = form.getValue('ranks');
  // Catalogers may set any status; others open or close a job (the server keeps their new jobs pending).
  const offered = isCataloger ? JOB_STATUSES : JOB_STATUSES.filter((value) => value !== 'pending');
  const statusOptions: { value: string; label: string }[] = offered.map((value) => ({ value, label: value }));
  if (typeof status === 'string' && !offered.some((value) => value === status)) {
    statusOptions.unshift({ value: status, label: status });
  }
  const deadlineBounds = status === 'closed' ? undefined : deadlineWindow();
  return (
    <SubmissionForm form={form} label={title}>
      <SelectField
        path="status"
        label="Status"
        options={statusOptions}
        required
        disabled={!canModifyStatus}
        help={canModifyStatus ? undefined : 'The status of this job can no longer be changed.'}
      />
      <TextField path="title" label="Title" required />
      <TextField path="external_job_identifier" label="Job ID" placeholder="e.g. 07845" />
      <ArrayOf
        path="institutions"
        label="Institutions"
        required
        emptyItem={{}}
        itemName="institution"
        renderItem={(itemPath, index) => (
          <InstitutionSuggester path={itemPath} label={`Institution ${index + 1}`} required />
        )}
      />
      <SelectField path="regions" label="Regions" options={JOB_REGIONS} multiple required />
      <SelectField
        path="field_of_interest"
        label="Field of interest"
        options={JOB_FIELDS_OF_INTEREST}
        multiple
        required
      />
      <SelectField path="ranks" label="Ranks" options={RANK_OPTIONS} multiple required />
      {Array.isArray(ranks) && ranks.includes('POSTDOC') ? (
        <Alert
          type="info"
          showIcon
          className="submission-form__alert"
          title={
            <span>
              Many institutions have agreed not to require a decision on a postdoctoral offer before January
              7. Please read the{' '}
              <a href={POSTDOC_AGREEMENT_URL} target="_blank" rel="noopener noreferrer">
                postdoc agreement
              </a>{' '}
              before setting your deadline.
            </span>
          }
        />
      ) : null}
      <ArrayOf
        path="experiments"
        label="Experiments"
        emptyItem={{}}
        itemName="experiment"
        renderItem={(itemPath, index) => (
          <SuggesterField
            path={`${itemPath}.legacy_name`}
            recordPath={`${itemPath}.record`}
            collection="experiments"
            textOf={suggestedText.experiment}
            label={`Experiment ${index + 1}`}
          />
        )}
      />
      <TextField path="url" label="URL" type="url" help="Where to find additional information" />
      <DateField
        path="deadline_date"
        label="Deadline"
        required={status !== 'closed'}
        min={deadlineBounds?.min}
        max={deadlineBounds?.max}
      />
      <ContactsField label="Contact Details" />
      <ArrayOf
        path="reference_letters"
        label="Reference letters"
        help="URL (http://) or email where reference letters should be sent"
        emptyItem=""
        itemName="reference letter address"
        renderItem={(itemPath, index) => (
          <TextField path={itemPath} label={`Reference letters ${index + 1}`} />
        )}
      />
      <TextAreaField path="description" label="Description" required rows={8} />
      <SubmitButton />
    </SubmissionForm>
  );
}

function useSubmissionFormForJobs(
  initialValues: FormValues,
  draftKey: string,
  onSubmit: (data: FormValues) => Promise<void>,
) {
  return useSubmissionForm({
    schema: jobSubmissionSchema,
    initialValues,
    draftKey,
    extraValidation: jobDeadlineValidation,
    onSubmit,
  });
}

/** `/submissions/jobs`: a new job opening, public after a cataloger opens it. */
export function JobSubmissionPage() {
  const navigate = useNavigate();
  const title = 'Submit a new job opening';
  return (
    <SubmissionPage
      title={title}
      blurb="This form allows you to advertise a new job opening. It will appear in the Jobs list upon approval."
    >
      <JobForm
        title={title}
        initialValues={NEW_JOB_VALUES}
        draftKey={draftKeyOf('jobs')}
        canModifyStatus
        onSubmit={async (data) => {
          await submitNew('jobs', data);
          navigate('/submissions/jobs/new/success');
        }}
      />
    </SubmissionPage>
  );
}

/** `/submissions/jobs/:id`: the submitter (or a cataloger) updates a job; changes are public at once. */
export function JobUpdatePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const title = 'Update a job opening';
  return (
    <SubmissionPage title={title} blurb="All modifications will appear immediately.">
      <PrefillGate type="jobs" id={id}>
        {(prefill) => (
          <JobForm
            title={title}
            initialValues={{ ...NEW_JOB_VALUES, ...prefill.data }}
            draftKey={draftKeyOf('jobs', id)}
            canModifyStatus={prefill.meta?.can_modify_status !== false}
            onSubmit={async (data) => {
              await submitUpdate('jobs', id, data);
              navigate(`/submissions/jobs/${encodeURIComponent(id)}/success`);
            }}
          />
        )}
      </PrefillGate>
    </SubmissionPage>
  );
}

import { INSPIRE_CATEGORIES, seminarSubmissionSchema } from '@parton/records';
import { useNavigate, useParams } from 'react-router';
import { draftKeyOf, submitNew, submitUpdate } from '../api';
import {
  AddressFields,
  ArrayOf,
  CheckboxField,
  CollapsibleSection,
  ContactsField,
  DateTimeRangeField,
  type FormValues,
  NumberField,
  PrefillGate,
  SelectField,
  SubmissionForm,
  SubmissionPage,
  SubmitButton,
  SuggesterField,
  suggestedText,
  TextAreaField,
  TextField,
  TextList,
  useSubmissionForm,
} from '../common';

/** The browser's own time zone, the form's default (facts §1.6). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The IANA zones the runtime knows, with the browser's own and UTC always among them. */
export function timeZoneOptions(): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  return [...new Set([...zones, browserTimeZone(), 'UTC'])].sort();
}

export function newSeminarValues(): FormValues {
  return {
    name: '',
    dates: [],
    timezone: browserTimeZone(),
    speakers: [{}],
    series_name: '',
    websites: [''],
    material_urls: [{}],
    join_urls: [{}],
    captioned: false,
    address: {},
    field_of_interest: [],
    contacts: [{}],
    literature_records: [''],
    abstract: '',
    additional_info: '',
    keywords: [''],
  };
}

function LinkList({ path, label, itemLabel }: { path: string; label: string; itemLabel: string }) {
  return (
    <ArrayOf
      path={path}
      label={label}
      emptyItem={{}}
      itemName={itemLabel.toLowerCase()}
      renderItem={(itemPath, index) => (
        <>
          <TextField path={`${itemPath}.value`} label={`${itemLabel} ${index + 1} URL`} type="url" />
          <TextField path={`${itemPath}.description`} label="Description" />
        </>
      )}
    />
  );
}

function SeminarForm({
  title,
  initialValues,
  draftKey,
  onSubmit,
}: {
  title: string;
  initialValues: FormValues;
  draftKey: string;
  onSubmit: (data: FormValues) => Promise<void>;
}) {
  const form = useSubmissionForm({ schema: seminarSubmissionSchema, initialValues, draftKey, onSubmit });
  return (
    <SubmissionForm form={form} label={title}>
      <TextField path="name" label="Seminar Title" required />
      <DateTimeRangeField
        path="dates"
        label="Dates"
        startLabel="Start date and time"
        endLabel="End date and time"
        required
      />
      <SelectField path="timezone" label="Timezone" options={timeZoneOptions()} required />
      <ArrayOf
        path="speakers"
        label="Speaker(s)"
        required
        emptyItem={{}}
        itemName="speaker"
        renderItem={(itemPath, index) => (
          <>
            <SuggesterField
              path={`${itemPath}.name`}
              recordPath={`${itemPath}.record`}
              collection="authors"
              textOf={suggestedText.author}
              label={`Speaker ${index + 1}`}
              required
            />
            <SuggesterField
              path={`${itemPath}.affiliation`}
              recordPath={`${itemPath}.affiliation_record`}
              collection="institutions"
              textOf={suggestedText.institution}
              label="Affiliation"
            />
          </>
        )}
      />
      <TextField path="series_name" label="Series" />
      <NumberField path="series_number" label="Series Number" />
      <TextList path="websites" label="Seminar Website(s)" itemLabel="Website" placeholder="https://" />
      <LinkList path="material_urls" label="Material(s)" itemLabel="Material" />
      <LinkList path="join_urls" label="Join URL(s)" itemLabel="Join" />
      <CheckboxField path="captioned" label="Has captions" />
      <CollapsibleSection title="Address (if the seminar takes place in person)" defaultOpen>
        <AddressFields path="address" />
      </CollapsibleSection>
      <SelectField
        path="field_of_interest"
        label="Field of interest"
        options={INSPIRE_CATEGORIES}
        multiple
        required
      />
      <ContactsField label="Contact Detail(s)" />
      <TextList
        path="literature_records"
        label="Related paper(s)"
        itemLabel="Paper record number"
        help="Fill in if the seminar refers to a paper of this site: the number at the end of its address (/literature/<number>)."
      />
      <TextAreaField path="abstract" label="Abstract" rows={6} />
      <TextField path="additional_info" label="Additional Information" />
      <TextList path="keywords" label="Keywords" itemLabel="Keyword" />
      <SubmitButton />
    </SubmissionForm>
  );
}

/** `/submissions/seminars`: a new seminar, listed at once. */
export function SeminarSubmissionPage() {
  const navigate = useNavigate();
  const title = 'Submit a new seminar';
  return (
    <SubmissionPage
      title={title}
      blurb="This form allows you to submit a new seminar. It will appear in the Seminar list immediately."
    >
      <SeminarForm
        title={title}
        initialValues={newSeminarValues()}
        draftKey={draftKeyOf('seminars')}
        onSubmit={async (data) => {
          const created = await submitNew('seminars', data);
          const query = created.pid_value === undefined ? '' : `?pid_value=${created.pid_value}`;
          navigate(`/submissions/seminars/new/success${query}`, { state: created });
        }}
      />
    </SubmissionPage>
  );
}

/** `/submissions/seminars/:id`: the submitter updates a seminar. */
export function SeminarUpdatePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const title = 'Update a seminar';
  return (
    <SubmissionPage title={title} blurb="All modifications will appear immediately.">
      <PrefillGate type="seminars" id={id}>
        {(prefill) => (
          <SeminarForm
            title={title}
            initialValues={{ ...newSeminarValues(), ...prefill.data }}
            draftKey={draftKeyOf('seminars', id)}
            onSubmit={async (data) => {
              await submitUpdate('seminars', id, data);
              navigate(`/submissions/seminars/${encodeURIComponent(id)}/success`);
            }}
          />
        )}
      </PrefillGate>
    </SubmissionPage>
  );
}

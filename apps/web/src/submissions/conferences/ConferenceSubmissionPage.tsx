import { conferenceSubmissionSchema, INSPIRE_CATEGORIES, isPartialDate } from '@parton/records';
import { useNavigate } from 'react-router';
import { draftKeyOf, submitNew } from '../api';
import {
  AddressFields,
  ArrayOf,
  ContactsField,
  DateRangeField,
  type FormValues,
  NumberField,
  SelectField,
  SubmissionForm,
  SubmissionPage,
  SubmitButton,
  TextAreaField,
  TextField,
  TextList,
  useSubmissionForm,
} from '../common';
import { ExistingConferencesAlert } from './ExistingConferencesAlert';

export const NEW_CONFERENCE_VALUES: FormValues = {
  name: '',
  subtitle: '',
  acronyms: [''],
  series_name: '',
  dates: [],
  addresses: [{}],
  field_of_interest: [],
  websites: [''],
  contacts: [{}],
  description: '',
  additional_info: '',
  keywords: [''],
};

function isFullDate(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && isPartialDate(value);
}

/** `/submissions/conferences`: a new conference, listed at once. */
export function ConferenceSubmissionPage() {
  const navigate = useNavigate();
  const title = 'Submit a new conference';
  const form = useSubmissionForm({
    schema: conferenceSubmissionSchema,
    initialValues: NEW_CONFERENCE_VALUES,
    draftKey: draftKeyOf('conferences'),
    onSubmit: async (data) => {
      const created = await submitNew('conferences', data);
      const search = new URLSearchParams();
      if (created.pid_value !== undefined) {
        search.set('pid_value', String(created.pid_value));
      }
      if (created.cnum) {
        search.set('cnum', created.cnum);
      }
      navigate(`/submissions/conferences/new/success?${search.toString()}`, { state: created });
    },
  });
  const dates = form.getValue('dates');
  const [opening, closing] = Array.isArray(dates) ? dates : [];
  return (
    <SubmissionPage
      title={title}
      blurb="This form allows you to submit a new conference. It will appear in the Conference list immediately."
    >
      <SubmissionForm form={form} label={title}>
        <TextField path="name" label="Conference Name" required />
        <TextField path="subtitle" label="Subtitle" />
        <TextList path="acronyms" label="Acronym(s)" itemLabel="Acronym" />
        <TextField path="series_name" label="Series" />
        <NumberField path="series_number" label="Series Number" />
        {isFullDate(opening) && isFullDate(closing) ? (
          <ExistingConferencesAlert opening={opening} closing={closing} />
        ) : null}
        <DateRangeField
          path="dates"
          label="Dates"
          startLabel="Opening date"
          endLabel="Closing date"
          required
        />
        <ArrayOf
          path="addresses"
          label="Address(es)"
          required
          emptyItem={{}}
          itemName="address"
          renderItem={(itemPath) => <AddressFields path={itemPath} />}
        />
        <SelectField
          path="field_of_interest"
          label="Field of interest"
          options={INSPIRE_CATEGORIES}
          multiple
          required
        />
        <TextList path="websites" label="Conference Website(s)" itemLabel="Website" placeholder="https://" />
        <ContactsField label="Contact Detail(s)" />
        <TextAreaField path="description" label="Description" rows={6} />
        <TextField path="additional_info" label="Additional Information" />
        <TextList path="keywords" label="Keywords" itemLabel="Keyword" />
        <SubmitButton />
      </SubmissionForm>
    </SubmissionPage>
  );
}

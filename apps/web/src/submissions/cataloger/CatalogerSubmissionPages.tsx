import {
  EXPERIMENT_TYPES,
  experimentSubmissionSchema,
  institutionSubmissionSchema,
  journalSubmissionSchema,
  type SubmissionType,
} from '@parton/records';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { draftKeyOf, submitNew } from '../api';
import {
  type FormValues,
  SelectField,
  SubmissionForm,
  SubmissionPage,
  SubmitButton,
  SuggesterField,
  suggestedText,
  TextField,
  useSubmissionForm,
} from '../common';

/**
 * The cataloger-only forms (facts §1.7): after a create the cataloger continues in the record editor of the new
 * record, `/editor/record/<type>/<control_number>`.
 */
function useCatalogerForm(type: SubmissionType, schema: z.ZodType, initialValues: FormValues) {
  const navigate = useNavigate();
  return useSubmissionForm({
    schema,
    initialValues,
    draftKey: draftKeyOf(type),
    onSubmit: async (data) => {
      // The suggesters here only show what exists; the link they keep is not part of the new record.
      const record = Object.fromEntries(Object.entries(data).filter(([key]) => !key.endsWith('_record')));
      const created = await submitNew(type, record);
      navigate(`/editor/record/${type}/${created.control_number ?? created.pid_value ?? ''}`);
    },
  });
}

const LISTED_AT_ONCE = 'It will appear in the list immediately.';

/** `/submissions/institutions`. */
export function InstitutionSubmissionPage() {
  const title = 'Suggest institution';
  const form = useCatalogerForm('institutions', institutionSubmissionSchema, { identifier: '' });
  return (
    <SubmissionPage
      title={title}
      blurb={`This form allows you to create a new institution record. ${LISTED_AT_ONCE}`}
    >
      <SubmissionForm form={form} label={title}>
        <SuggesterField
          path="identifier"
          recordPath="identifier_record"
          collection="institutions"
          textOf={suggestedText.institution}
          label="Institution name"
          help="Check the suggestions first: the institution may already exist."
          required
        />
        <SubmitButton />
      </SubmissionForm>
    </SubmissionPage>
  );
}

/** `/submissions/experiments`. */
export function ExperimentSubmissionPage() {
  const title = 'Suggest experiment';
  const form = useCatalogerForm('experiments', experimentSubmissionSchema, {
    project_type: [],
    legacy_name: '',
  });
  return (
    <SubmissionPage
      title={title}
      blurb={`This form allows you to create a new experiment record. ${LISTED_AT_ONCE}`}
    >
      <SubmissionForm form={form} label={title}>
        <SelectField
          path="project_type"
          label="Experiment type"
          options={EXPERIMENT_TYPES}
          multiple
          required
        />
        <SuggesterField
          path="legacy_name"
          recordPath="legacy_name_record"
          collection="experiments"
          textOf={suggestedText.experiment}
          label="Legacy name"
          help="Check the suggestions first: the experiment may already exist."
          required
        />
        <SubmitButton />
      </SubmissionForm>
    </SubmissionPage>
  );
}

/** `/submissions/journals`. */
export function JournalSubmissionPage() {
  const title = 'Suggest journal';
  const form = useCatalogerForm('journals', journalSubmissionSchema, { short_title: '', journal_title: '' });
  return (
    <SubmissionPage
      title={title}
      blurb={`This form allows you to create a new journal record. ${LISTED_AT_ONCE}`}
    >
      <SubmissionForm form={form} label={title}>
        <TextField path="short_title" label="Short title" required />
        <TextField path="journal_title" label="Journal Title" required />
        <SubmitButton />
      </SubmissionForm>
    </SubmissionPage>
  );
}

import { authorSubmissionSchema } from '@parton/records';
import { useNavigate, useParams } from 'react-router';
import { useCurrentUser } from '../../user/useCurrentUser';
import { draftKeyOf, submitUpdate } from '../api';
import { SubmissionForm, SubmissionPage, SubmitButton, useSubmissionForm } from '../common';
import type { FormValues } from '../common/formPaths';
import { PrefillGate } from '../common/PrefillGate';
import { AuthorFields, emptyAuthorValues } from './authorFields';
import './authors.css';

const TITLE = 'Update author';

/** The record's form values over the empty form, so every group shows at least its one entry. */
function prefilledValues(data: FormValues): FormValues {
  const values: FormValues = { ...emptyAuthorValues() };
  for (const [field, value] of Object.entries(data)) {
    if (value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0)) {
      values[field] = value;
    }
  }
  return values;
}

function AuthorUpdateForm({ id, initialValues }: { id: string; initialValues: FormValues }) {
  const navigate = useNavigate();
  const { isCataloger } = useCurrentUser();
  const form = useSubmissionForm({
    schema: authorSubmissionSchema,
    initialValues,
    draftKey: draftKeyOf('authors', id),
    onSubmit: async (data) => {
      await submitUpdate('authors', id, data);
      navigate(`/submissions/authors/${encodeURIComponent(id)}/success`);
    },
  });
  return (
    <SubmissionForm form={form} label={TITLE}>
      <AuthorFields mode="update" canRemoveEntries={isCataloger} />
      <div className="author-form__submit">
        <SubmitButton />
      </div>
    </SubmissionForm>
  );
}

/**
 * `/submissions/authors/:id` (facts §1.3): the profile's owner or a cataloger changes it; the changes are
 * applied at once. The server refuses anyone else (403 with its message, shown in place of the form).
 */
export function AuthorUpdatePage() {
  const { id = '' } = useParams();
  return (
    <SubmissionPage
      title={TITLE}
      blurb={
        <p>
          This form allows you to update the information of an existing author. Changes appear immediately.
        </p>
      }
    >
      <PrefillGate type="authors" id={id}>
        {(prefill) => <AuthorUpdateForm key={id} id={id} initialValues={prefilledValues(prefill.data)} />}
      </PrefillGate>
    </SubmissionPage>
  );
}

export default AuthorUpdatePage;

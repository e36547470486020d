import {
  literatureDocumentType,
  literatureFormSchema,
  literatureSubmissionSchema,
  pickLiteratureTypeFields,
} from '@parton/records';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSiteLinks } from '../../common/siteLinks';
import { browserStorage } from '../../common/storage';
import { draftKeyOf, submitNew } from '../api';
import { SubmissionForm, SubmissionPage, SubmitButton, useSubmissionForm } from '../common';
import type { FormValues } from '../common/formPaths';
import { DataImporter } from './DataImporter';
import { emptyLiteratureValues } from './importApi';
import { DocumentTypeField, LiteratureFields } from './LiteratureFields';
import { useShowErrorsAtOnce } from './showErrorsAtOnce';
import './literature.css';

export const LITERATURE_DRAFT_KEY = draftKeyOf('literature');
const TITLE = 'Suggest content';

function removeDraft(): void {
  try {
    window.localStorage.removeItem(LITERATURE_DRAFT_KEY);
  } catch {
    // No storage: there is no draft either.
  }
}

/** The form once the import step is done: values from the import, the draft, or the defaults. */
function LiteratureForm({ initialValues, imported }: { initialValues: FormValues; imported: boolean }) {
  const navigate = useNavigate();
  const form = useSubmissionForm({
    schema: literatureFormSchema,
    initialValues,
    draftKey: LITERATURE_DRAFT_KEY,
    onSubmit: async (cleaned) => {
      // Only the chosen type's fields travel, parsed: links encoded, years as numbers, defaults filled.
      const data = literatureSubmissionSchema.parse(pickLiteratureTypeFields(cleaned));
      await submitNew('literature', data);
      navigate('/submissions/success');
    },
  });
  useShowErrorsAtOnce(form, literatureFormSchema, imported);
  return (
    <SubmissionForm form={form} label={TITLE}>
      <DocumentTypeField />
      <LiteratureFields documentType={literatureDocumentType(form.values.document_type)} />
      <div className="literature-form__submit">
        <SubmitButton />
      </div>
    </SubmissionForm>
  );
}

interface FormStart {
  /** Remounts the form when a new import replaces what it holds. */
  key: number;
  values: FormValues;
  imported: boolean;
}

/**
 * `/submissions/literature` (facts §1.2): the import step first, then the form of the chosen document type.
 * A draft from an earlier visit opens the form at once; an import replaces it.
 */
export function LiteratureSubmissionPage() {
  const links = useSiteLinks();
  const [start, setStart] = useState<FormStart | undefined>(() =>
    browserStorage.read(LITERATURE_DRAFT_KEY) === null
      ? undefined
      : { key: 0, values: emptyLiteratureValues(), imported: false },
  );

  const onImported = (values: FormValues) => {
    removeDraft();
    setStart((current) => ({ key: (current?.key ?? 0) + 1, values, imported: true }));
  };
  const onSkip = () => {
    setStart((current) => current ?? { key: 0, values: emptyLiteratureValues(), imported: false });
  };

  return (
    <SubmissionPage
      title={TITLE}
      blurb={
        <p>
          This form allows you to suggest a preprint, an article, a book, a conference proceeding or a thesis
          you would like to see added. We will check your suggestion
          {links.contentPolicy ? (
            <>
              {' '}
              with our <a href={links.contentPolicy}>content policy</a>
            </>
          ) : null}{' '}
          and add it to the literature collection.
        </p>
      }
    >
      <DataImporter onImported={onImported} onSkip={onSkip} />
      {start ? (
        <LiteratureForm key={start.key} initialValues={start.values} imported={start.imported} />
      ) : null}
    </SubmissionPage>
  );
}

export default LiteratureSubmissionPage;

import { Alert } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import { usePageMeta } from '../../common/hooks/usePageMeta';
import { SubmissionFormContext, type SubmissionFormState } from './useSubmissionForm';
import './submissions.css';

/**
 * The `<form>` of a submission: gives its fields the form state, shows a failure that belongs to no field in a
 * closable red alert above the fields, and submits through the form's validation (the browser's own is off).
 */
export function SubmissionForm({
  form,
  label,
  children,
}: {
  form: SubmissionFormState;
  /** The form's accessible name (the page title). */
  label: string;
  children: ReactNode;
}) {
  const formElement = useRef<HTMLFormElement>(null);
  // A field with an error inside a closed section would be invisible: open every section that holds one.
  useEffect(() => {
    if (Object.keys(form.errors).length === 0) {
      return;
    }
    for (const section of formElement.current?.querySelectorAll('details:not([open])') ?? []) {
      if (section.querySelector('.submission-field__error')) {
        section.setAttribute('open', '');
      }
    }
  }, [form.errors]);
  return (
    <SubmissionFormContext.Provider value={form}>
      {form.submitError ? (
        <Alert
          className="submission-form__alert"
          type="error"
          showIcon
          title={form.submitError}
          closable={{ onClose: form.dismissSubmitError, 'aria-label': 'Close' }}
          role="alert"
        />
      ) : null}
      <form
        ref={formElement}
        className="submission-form"
        aria-label={label}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        {children}
      </form>
    </SubmissionFormContext.Provider>
  );
}

/** The page around a form: its title, a short blurb, the form; one column that fits a phone. */
export function SubmissionPage({
  title,
  blurb,
  children,
}: {
  title: string;
  blurb?: ReactNode;
  children: ReactNode;
}) {
  usePageMeta({ title });
  return (
    <section className="submission-page" aria-labelledby="submission-page-title">
      <h1 id="submission-page-title">{title}</h1>
      {blurb ? <div className="submission-page__blurb">{blurb}</div> : null}
      {children}
    </section>
  );
}

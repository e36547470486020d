import type { SubmissionFieldError } from '@parton/records';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { z } from 'zod';
import { isApiError } from '../../common/api/http';
import { browserStorage } from '../../common/storage';
import { useLogoutOnUnauthorized } from '../../user/session';
import { cleanupWithOrigins, type FormValues, getAt, setAt, toFormPath } from './formPaths';

/** Rules a schema cannot hold (they depend on the day, or on another request): run after the schema. */
export type ExtraValidation = (cleaned: FormValues) => SubmissionFieldError[];

export interface SubmissionFormOptions {
  schema: z.ZodType;
  initialValues: FormValues;
  /** localStorage key of the draft; none: no draft is kept. */
  draftKey?: string;
  extraValidation?: ExtraValidation;
  /** Sends the cleaned values; throws an ApiError on failure (a 400 with `errors` lands on the fields). */
  onSubmit: (data: FormValues) => Promise<void>;
}

export interface SubmissionFormState {
  values: FormValues;
  errors: Readonly<Record<string, string>>;
  submitting: boolean;
  /** The failure of the last submit that belongs to no field: shown in a closable alert above the form. */
  submitError: string | undefined;
  getValue(path: string): unknown;
  setValue(path: string, value: unknown): void;
  /** Marks the field as visited and validates (validation runs on blur and on submit, never on change). */
  blur(path: string): void;
  /** The error shown beneath the field at `path` (its own, else the first one inside it). */
  errorFor(path: string, options?: { nested?: boolean }): string | undefined;
  submit(): Promise<void>;
  dismissSubmitError(): void;
}

export const DRAFT_SAVE_DELAY_MS = 400;
const FORM_ERROR_MESSAGE = 'Something went wrong, please try again.';

function scrollToTop(): void {
  try {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  } catch {
    // jsdom and old browsers: scrolling is a convenience.
  }
}

/** Validates the cleaned values: errors by form path (first message per path). */
function validate(
  schema: z.ZodType,
  values: FormValues,
  extraValidation: ExtraValidation | undefined,
): { errors: Record<string, string>; cleaned: FormValues } {
  const { value, origins } = cleanupWithOrigins(values);
  const cleaned = (value ?? {}) as FormValues;
  const errors: Record<string, string> = {};
  const add = (cleanedPath: string, message: string) => {
    const path = toFormPath(origins, cleanedPath);
    errors[path] ??= message;
  };
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    for (const issue of result.error.issues) {
      add(issue.path.map(String).join('.'), issue.message);
    }
  }
  for (const error of extraValidation?.(cleaned) ?? []) {
    add(error.path, error.message);
  }
  return { errors, cleaned };
}

/** Whether a visited field makes the error at `errorPath` visible: the same field, inside it, or around it. */
function isVisible(errorPath: string, touched: ReadonlySet<string>): boolean {
  for (const path of touched) {
    if (path === errorPath || path.startsWith(`${errorPath}.`) || errorPath.startsWith(`${path}.`)) {
      return true;
    }
  }
  return false;
}

function readDraft(draftKey: string | undefined): FormValues | undefined {
  if (!draftKey) {
    return undefined;
  }
  const draft = browserStorage.readJson<unknown>(draftKey, undefined);
  return draft !== null && typeof draft === 'object' && !Array.isArray(draft)
    ? (draft as FormValues)
    : undefined;
}

/**
 * The state of one submission form (facts §1.0): values, visited fields and errors; validation with the form's
 * zod schema on blur and on submit; the cleaned values sent; a server 400 `{errors: [{path, message}]}` mapped
 * back to the fields; a draft in localStorage that survives a reload and is dropped after a successful submit.
 */
export function useSubmissionForm(options: SubmissionFormOptions): SubmissionFormState {
  const { schema, draftKey, extraValidation, onSubmit } = options;
  const [values, setValues] = useState<FormValues>(() => readDraft(draftKey) ?? options.initialValues);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [allErrors, setAllErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | undefined>(undefined);
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const submitted = useRef(false);
  const logoutOnUnauthorized = useLogoutOnUnauthorized();

  // The draft follows the values, debounced; a successful submit stops it so the cleared draft stays cleared
  // (also against a save still pending from the last keystroke).
  const untouchedValues = useRef(values);
  useEffect(() => {
    // Nothing typed yet: no draft (an untouched form keeps following the form's own defaults).
    if (!draftKey || submitted.current || values === untouchedValues.current) {
      return;
    }
    const timer = window.setTimeout(() => {
      if (!submitted.current) {
        browserStorage.writeJson(draftKey, values);
      }
    }, DRAFT_SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [draftKey, values]);

  const setValue = useCallback((path: string, value: unknown) => {
    setValues((current) => setAt(current, path, value));
  }, []);

  const blur = useCallback(
    (path: string) => {
      setTouched((current) => (current.has(path) ? current : new Set([...current, path])));
      setAllErrors(validate(schema, valuesRef.current, extraValidation).errors);
    },
    [schema, extraValidation],
  );

  const submit = useCallback(async () => {
    const { errors, cleaned } = validate(schema, valuesRef.current, extraValidation);
    setAllErrors(errors);
    setSubmitError(undefined);
    if (Object.keys(errors).length > 0) {
      // Every error shows once the user tries to submit, visited or not.
      setTouched(new Set(Object.keys(errors)));
      scrollToTop();
      return;
    }
    setSubmitting(true);
    const { origins } = cleanupWithOrigins(valuesRef.current);
    try {
      submitted.current = true;
      await onSubmit(cleaned);
      if (draftKey) {
        window.localStorage.removeItem(draftKey);
      }
    } catch (error) {
      submitted.current = false;
      if (draftKey) {
        browserStorage.writeJson(draftKey, valuesRef.current);
      }
      // The session is gone: the login page takes over, and the draft (kept) brings the values back after it.
      if (logoutOnUnauthorized(error)) {
        return;
      }
      const fieldErrors = serverFieldErrors(error);
      if (fieldErrors.length > 0) {
        const mapped: Record<string, string> = {};
        for (const fieldError of fieldErrors) {
          mapped[toFormPath(origins, fieldError.path)] ??= fieldError.message;
        }
        setAllErrors(mapped);
        setTouched(new Set(Object.keys(mapped)));
      }
      setSubmitError(isApiError(error) && error.message ? error.message : FORM_ERROR_MESSAGE);
    } finally {
      setSubmitting(false);
      scrollToTop();
    }
  }, [schema, extraValidation, onSubmit, draftKey, logoutOnUnauthorized]);

  const errors = useMemo(() => {
    const visible: Record<string, string> = {};
    for (const [path, message] of Object.entries(allErrors)) {
      if (isVisible(path, touched)) {
        visible[path] = message;
      }
    }
    return visible;
  }, [allErrors, touched]);

  const errorFor = useCallback(
    (path: string, { nested = false }: { nested?: boolean } = {}) => {
      if (errors[path] !== undefined) {
        return errors[path];
      }
      if (!nested) {
        return undefined;
      }
      const inside = Object.keys(errors).find((errorPath) => errorPath.startsWith(`${path}.`));
      return inside === undefined ? undefined : errors[inside];
    },
    [errors],
  );

  return {
    values,
    errors,
    submitting,
    submitError,
    getValue: (path: string) => getAt(values, path),
    setValue,
    blur,
    errorFor,
    submit,
    dismissSubmitError: () => setSubmitError(undefined),
  };
}

/** The `errors` of a 400 answer from the submission API, if any. */
function serverFieldErrors(error: unknown): SubmissionFieldError[] {
  if (!isApiError(error) || error.status !== 400) {
    return [];
  }
  const body = error.body as { errors?: unknown } | undefined;
  if (!body || !Array.isArray(body.errors)) {
    return [];
  }
  return body.errors.filter(
    (entry): entry is SubmissionFieldError =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as SubmissionFieldError).path === 'string' &&
      typeof (entry as SubmissionFieldError).message === 'string',
  );
}

export const SubmissionFormContext = createContext<SubmissionFormState | null>(null);

/** The form the field is inside (fields only work within `<SubmissionForm>`). */
export function useFormContext(): SubmissionFormState {
  const form = useContext(SubmissionFormContext);
  if (!form) {
    throw new Error('A submission field must be rendered inside <SubmissionForm>.');
  }
  return form;
}

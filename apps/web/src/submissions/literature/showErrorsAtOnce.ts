import { useEffect, useRef } from 'react';
import type { z } from 'zod';
import { cleanupWithOrigins, type FormValues, toFormPath } from '../common/formPaths';
import type { SubmissionFormState } from '../common/useSubmissionForm';

/** The form paths of the errors `schema` finds in `values`, validated the way the form kit does (cleaned). */
export function errorPathsOf(schema: z.ZodType, values: FormValues): string[] {
  const { value, origins } = cleanupWithOrigins(values);
  const result = schema.safeParse(value ?? {});
  if (result.success) {
    return [];
  }
  return [
    ...new Set(result.error.issues.map((issue) => toFormPath(origins, issue.path.map(String).join('.')))),
  ];
}

/**
 * Imported values are validated at once and their errors shown without waiting for a blur (facts §1.2): each
 * field with an error counts as visited once, when the form first mounts with `enabled`.
 */
export function useShowErrorsAtOnce(form: SubmissionFormState, schema: z.ZodType, enabled: boolean): void {
  const done = useRef(false);
  useEffect(() => {
    if (!enabled || done.current) {
      return;
    }
    done.current = true;
    for (const path of errorPathsOf(schema, form.values)) {
      form.blur(path);
    }
  }, [enabled, form, schema]);
}

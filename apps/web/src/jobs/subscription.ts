import type { JobsSubscriptionRequest } from '@parton/records';

export type SubscriptionValues = JobsSubscriptionRequest;
export type SubscriptionErrors = Partial<Record<keyof SubscriptionValues, string>>;

export const EMPTY_SUBSCRIPTION: SubscriptionValues = { email: '', first_name: '', last_name: '' };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The values as they are sent: every field trimmed. */
export function trimSubscription(values: SubscriptionValues): SubscriptionValues {
  return {
    email: values.email.trim(),
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
  };
}

/** Email required and valid (after trimming); first and last name required. */
export function validateSubscription(values: SubscriptionValues): SubscriptionErrors {
  const trimmed = trimSubscription(values);
  const errors: SubscriptionErrors = {};
  if (!trimmed.email) {
    errors.email = 'Please enter your email';
  } else if (!EMAIL.test(trimmed.email)) {
    errors.email = 'Please enter a valid email';
  }
  if (!trimmed.first_name) {
    errors.first_name = 'Please enter your first name';
  }
  if (!trimmed.last_name) {
    errors.last_name = 'Please enter your last name';
  }
  return errors;
}

/** Submit is offered only for a changed form whose values are all valid. */
export function canSubmitSubscription(values: SubscriptionValues, initial = EMPTY_SUBSCRIPTION): boolean {
  const changed = (Object.keys(values) as (keyof SubscriptionValues)[]).some(
    (field) => values[field] !== initial[field],
  );
  return changed && Object.keys(validateSubscription(values)).length === 0;
}

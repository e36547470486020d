import { describe, expect, it } from 'vitest';
import {
  canSubmitSubscription,
  EMPTY_SUBSCRIPTION,
  trimSubscription,
  validateSubscription,
} from './subscription';

const valid = { email: 'jane@cern.ch', first_name: 'Jane', last_name: 'Doe' };

describe('subscription form rules', () => {
  it('accepts a valid e-mail with both names', () => {
    expect(validateSubscription(valid)).toEqual({});
  });

  it('requires the e-mail', () => {
    expect(validateSubscription({ ...valid, email: '' }).email).toBeTruthy();
  });

  it('rejects an invalid e-mail', () => {
    expect(validateSubscription({ ...valid, email: 'jane@' }).email).toBe('Please enter a valid email');
  });

  it('validates the e-mail after trimming it', () => {
    expect(validateSubscription({ ...valid, email: '  jane@cern.ch  ' })).toEqual({});
    expect(validateSubscription({ ...valid, email: '   ' }).email).toBe('Please enter your email');
  });

  it('requires first and last name, blank counting as missing', () => {
    const errors = validateSubscription({ ...valid, first_name: ' ', last_name: '' });
    expect(errors.first_name).toBeTruthy();
    expect(errors.last_name).toBeTruthy();
  });

  it('sends trimmed values', () => {
    expect(trimSubscription({ email: ' jane@cern.ch ', first_name: ' Jane', last_name: 'Doe ' })).toEqual(
      valid,
    );
  });

  it('offers submit only for a changed and valid form', () => {
    expect(canSubmitSubscription(EMPTY_SUBSCRIPTION)).toBe(false);
    expect(canSubmitSubscription({ ...valid, last_name: '' })).toBe(false);
    expect(canSubmitSubscription(valid)).toBe(true);
    expect(canSubmitSubscription(valid, valid)).toBe(false);
  });
});

import type { FormRule } from 'antd';

/** A plain e-mail address check (the same shape the server accepts). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function trimEmail(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

export function isValidEmail(value: unknown): boolean {
  return EMAIL_PATTERN.test(trimEmail(value));
}

/** Submit is enabled only for a valid address that differs (once trimmed) from the initial one. */
export function canSubmitEmail(value: unknown, initial = ''): boolean {
  const email = trimEmail(value);
  return isValidEmail(email) && email !== initial.trim();
}

/** Valid, trimmed, required (spec §5): errors show beneath the field. */
export const EMAIL_RULES: FormRule[] = [
  { required: true, whitespace: true, message: 'Please enter your email' },
  {
    validator: async (_rule, value) => {
      if (trimEmail(value) && !isValidEmail(value)) {
        throw new Error('Please enter a valid email');
      }
    },
  },
];

export const MIN_PASSWORD_LENGTH = 8;

export const PASSWORD_RULES: FormRule[] = [
  { required: true, message: 'Please enter your password' },
  { min: MIN_PASSWORD_LENGTH, message: `The password needs at least ${MIN_PASSWORD_LENGTH} characters` },
];

/** `next` from the address bar, only when it is a path of this site. */
export function safeNext(next: string | null | undefined): string | undefined {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return undefined;
  }
  return next;
}

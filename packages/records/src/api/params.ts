import { z } from 'zod';

/** The largest control number a path may name: INSPIRE's recids are PostgreSQL `integer`s (int4) upstream. */
export const MAX_CONTROL_NUMBER = 2_147_483_647;

/**
 * A control number (recid) from a path segment: digits only, 1 to MAX_CONTROL_NUMBER, read as a number. Routes put
 * it in their `params` schema; a path that fails it names no record (the server answers 404 "PID does not exist.").
 */
export const ControlNumber = z
  .string()
  .regex(/^\d{1,10}$/)
  .transform(Number)
  .pipe(z.number().int().min(1).max(MAX_CONTROL_NUMBER))
  .describe('The control number (recid) of the record: a whole number from 1.');

/** `page` and `size` as a list route documents them (strings: the checks and their messages are `readPaging`'s). */
export function pagingQuery(options: { sizeDescription: string; pageDescription?: string }) {
  return {
    page: z
      .string()
      .optional()
      .describe(options.pageDescription ?? 'Page number from 1 (default 1).'),
    size: z.string().optional().describe(options.sizeDescription),
  };
}

/** What a list route allows: its default page size, the largest size, and how deep page × size may go. */
export interface PagingLimits {
  defaultSize: number;
  /** Sizes above this are refused (`size-exceeded`); unset: only the window limits them. */
  maxSize?: number;
  /** page × size above this is refused (`window-exceeded`); unset: no window. */
  window?: number;
}

export type Paging =
  | { ok: true; page: number; size: number }
  | { ok: false; problem: 'malformed' | 'size-exceeded' | 'window-exceeded' };

/** A whole number from 1 (surrounding spaces allowed); the fallback when absent or blank; undefined when not. */
function positiveWholeNumber(value: string | undefined, fallback: number): number | undefined {
  if (value === undefined || value.trim() === '') {
    return fallback;
  }
  // Any number of digits: a huge one is then refused by the size or window limit with its clearer message.
  if (!/^\s*\d+\s*$/.test(value)) {
    return undefined;
  }
  const number = Number(value);
  return number >= 1 ? number : undefined;
}

/**
 * The one reader of `page` and `size` (search, references, citations): positive whole numbers, defaults when
 * absent, then the route's size and window limits. The caller turns a problem into its error answer.
 */
export function readPaging(
  query: { page?: string | undefined; size?: string | undefined },
  limits: PagingLimits,
): Paging {
  const size = positiveWholeNumber(query.size, limits.defaultSize);
  const page = positiveWholeNumber(query.page, 1);
  if (size === undefined || page === undefined) {
    return { ok: false, problem: 'malformed' };
  }
  if (limits.maxSize !== undefined && size > limits.maxSize) {
    return { ok: false, problem: 'size-exceeded' };
  }
  if (limits.window !== undefined && page * size > limits.window) {
    return { ok: false, problem: 'window-exceeded' };
  }
  return { ok: true, page, size };
}

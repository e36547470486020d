import { ApiError } from '../http/errors';

/**
 * The position after the last hit of a page in a fixed sort: the sort key of that hit (as text, exactly as
 * PostgreSQL printed it) and its control number, which breaks ties. Clients treat the encoded form as opaque.
 */
export interface SearchCursor {
  sort: string;
  /** Null when the hit has no value for the sort (such hits come last). */
  key: string | null;
  controlNumber: number;
}

export const INVALID_CURSOR_MESSAGE = 'The search_after cursor is invalid: start again with cursor=1.';

export function encodeCursor(cursor: SearchCursor): string {
  return Buffer.from(JSON.stringify([1, cursor.sort, cursor.key, cursor.controlNumber])).toString(
    'base64url',
  );
}

export function decodeCursor(token: string): SearchCursor {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    throw new ApiError(400, INVALID_CURSOR_MESSAGE);
  }
  if (!Array.isArray(decoded) || decoded.length !== 4 || decoded[0] !== 1) {
    throw new ApiError(400, INVALID_CURSOR_MESSAGE);
  }
  const [, sort, key, controlNumber] = decoded as unknown[];
  if (
    typeof sort !== 'string' ||
    (typeof key !== 'string' && key !== null) ||
    !Number.isSafeInteger(controlNumber)
  ) {
    throw new ApiError(400, INVALID_CURSOR_MESSAGE);
  }
  return { sort, key: key as string | null, controlNumber: controlNumber as number };
}

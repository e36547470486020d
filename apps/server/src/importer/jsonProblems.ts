/**
 * Field paths for what is wrong with a record before its schema is checked: where a JSON syntax error is, which
 * field held invalid UTF-8, which text PostgreSQL cannot store. Paths are dotted like the schema's
 * (`titles.0.title`); `(record)` is the record itself.
 */

export const RECORD_PATH = '(record)';

function formatPath(segments: readonly (string | number)[]): string {
  return segments.length === 0 ? RECORD_PATH : segments.map(String).join('.');
}

type Frame = { kind: 'object'; key: string | undefined } | { kind: 'array'; index: number };

type State = 'value' | 'after' | 'arrayFirst' | 'objectFirst' | 'key';

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const STRING_ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);
const HEX4 = /^[0-9a-fA-F]{4}$/;

/**
 * Where the first JSON syntax error of `text` is (character offset) and the field path being read there; undefined
 * when the text is valid JSON. Only runs on text JSON.parse refused, whose own message does not always say where.
 */
export function locateJsonSyntaxError(text: string): { offset: number; path: string } | undefined {
  const stack: Frame[] = [];
  const pathHere = () =>
    formatPath(
      stack.flatMap((frame): (string | number)[] =>
        frame.kind === 'array' ? [frame.index] : frame.key === undefined ? [] : [frame.key],
      ),
    );
  const skipWhitespace = (from: number) => {
    let position = from;
    while (position < text.length && WHITESPACE.has(text[position]!)) {
      position += 1;
    }
    return position;
  };
  /** The end of the string starting at `from` (a quote), or the offset of its error as a negative - 1. */
  const scanString = (from: number): number => {
    let position = from + 1;
    while (position < text.length) {
      const char = text[position]!;
      if (char === '"') {
        return position + 1;
      }
      if (char < ' ') {
        return -position - 1;
      }
      if (char === '\\') {
        const escaped = text[position + 1];
        if (escaped === 'u') {
          if (!HEX4.test(text.slice(position + 2, position + 6))) {
            return -position - 1;
          }
          position += 6;
          continue;
        }
        if (escaped === undefined || !STRING_ESCAPES.has(escaped)) {
          return -position - 1;
        }
        position += 2;
        continue;
      }
      position += 1;
    }
    return -text.length - 1;
  };
  const failure = (offset: number) => ({ offset, path: pathHere() });

  let position = 0;
  let state: State = 'value';
  for (;;) {
    position = skipWhitespace(position);
    const char = text[position];
    const top = stack.at(-1);
    switch (state) {
      case 'value': {
        if (char === '{') {
          stack.push({ kind: 'object', key: undefined });
          state = 'objectFirst';
          position += 1;
        } else if (char === '[') {
          stack.push({ kind: 'array', index: 0 });
          state = 'arrayFirst';
          position += 1;
        } else if (char === '"') {
          const end = scanString(position);
          if (end < 0) {
            return failure(-end - 1);
          }
          position = end;
          state = 'after';
        } else if (char !== undefined && text.startsWith('true', position)) {
          position += 4;
          state = 'after';
        } else if (char !== undefined && text.startsWith('false', position)) {
          position += 5;
          state = 'after';
        } else if (char !== undefined && text.startsWith('null', position)) {
          position += 4;
          state = 'after';
        } else {
          NUMBER.lastIndex = position;
          const number = NUMBER.exec(text);
          if (!number) {
            return failure(position);
          }
          position += number[0].length;
          state = 'after';
        }
        break;
      }
      case 'after': {
        if (!top) {
          return position < text.length ? failure(position) : undefined;
        }
        const closer = top.kind === 'array' ? ']' : '}';
        if (char === ',') {
          if (top.kind === 'array') {
            top.index += 1;
            state = 'value';
          } else {
            state = 'key';
          }
          position += 1;
        } else if (char === closer) {
          stack.pop();
          position += 1;
        } else {
          return failure(position);
        }
        break;
      }
      case 'arrayFirst': {
        if (char === ']') {
          stack.pop();
          position += 1;
          state = 'after';
        } else {
          state = 'value';
        }
        break;
      }
      case 'objectFirst': {
        if (char === '}') {
          stack.pop();
          position += 1;
          state = 'after';
        } else {
          state = 'key';
        }
        break;
      }
      case 'key': {
        const object = top as Extract<Frame, { kind: 'object' }>;
        object.key = undefined;
        if (char !== '"') {
          return failure(position);
        }
        const end = scanString(position);
        if (end < 0) {
          return failure(-end - 1);
        }
        const key = JSON.parse(text.slice(position, end)) as string;
        position = skipWhitespace(end);
        if (text[position] !== ':') {
          return failure(position);
        }
        object.key = key;
        position += 1;
        state = 'value';
        break;
      }
    }
  }
}

/** Visits every string (object keys included) with its path, depth-first, until `visit` returns true. */
function findString(
  value: unknown,
  visit: (text: string) => boolean,
): { path: string; text: string } | undefined {
  const pending: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      if (visit(current)) {
        return { path: formatPath(path), text: current };
      }
      continue;
    }
    if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) {
        pending.push({ value: current[index], path: [...path, index] });
      }
      continue;
    }
    if (current && typeof current === 'object') {
      const entries = Object.entries(current);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, child] = entries[index]!;
        if (visit(key)) {
          return { path: formatPath([...path, key]), text: key };
        }
        pending.push({ value: child, path: [...path, key] });
      }
    }
  }
  return undefined;
}

// A high surrogate not followed by a low one, or a low one not preceded by a high one (UTF-16 code units).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const ANY_SURROGATE = /[\uD800-\uDFFF]/;

function isUnstorable(text: string): boolean {
  return text.includes('\u0000') || (ANY_SURROGATE.test(text) && LONE_SURROGATE.test(text));
}

/** Whether any string (object keys included) passes `test`; no paths kept, iterative for any nesting depth. */
function someString(value: unknown, test: (text: string) => boolean): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (test(current)) {
        return true;
      }
    } else if (Array.isArray(current)) {
      for (const item of current) {
        pending.push(item);
      }
    } else if (current !== null && typeof current === 'object') {
      for (const key in current) {
        if (test(key)) {
          return true;
        }
        pending.push((current as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}

/**
 * Text PostgreSQL refuses to store: a NUL character (jsonb and text cannot hold U+0000) or a lone UTF-16
 * surrogate (`"\ud800"` is valid JSON but no character). Checked before writing, so that the rejection names the
 * field instead of a database error.
 */
export function findUnstorableText(value: unknown): { path: string; message: string } | undefined {
  // Every record is checked: a walk without paths first (a few µs), the one that names the field only on a find.
  if (!someString(value, isUnstorable)) {
    return undefined;
  }
  const found = findString(value, isUnstorable);
  if (!found) {
    return undefined;
  }
  return {
    path: found.path,
    message: found.text.includes('\u0000')
      ? 'contains a NUL character (\\u0000), which PostgreSQL cannot store'
      : 'contains a lone UTF-16 surrogate (an escape like \\ud800 without its pair), which is not text',
  };
}

/** The path of the first string holding U+FFFD: where a lossy decoding replaced invalid UTF-8. */
export function findReplacementCharacter(value: unknown): string | undefined {
  return findString(value, (text) => text.includes('\uFFFD'))?.path;
}

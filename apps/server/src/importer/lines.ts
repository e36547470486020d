/**
 * Byte-level reading of record files: lines are cut from raw bytes (never from a decoded stream, which would
 * replace invalid UTF-8 with U+FFFD unseen) and a line longer than the limit is skipped before it is decoded or
 * parsed, so that one 200 MB line costs the limit in memory, not gigabytes of strings and objects.
 */

/** The default of `--max-line-bytes`: larger than any real record, small enough to keep memory bounded. */
export const DEFAULT_MAX_LINE_BYTES = 50 * 1024 * 1024;

export type LineEvent =
  | { kind: 'line'; number: number; bytes: Buffer }
  /** A line over the limit: its bytes were counted and dropped, never held in memory at once. */
  | { kind: 'tooLong'; number: number; bytes: number };

const NEWLINE = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/** Splits a byte stream into lines (LF or CRLF), 1-based numbers; lines over `maxLineBytes` are skipped. */
export async function* splitLines(
  chunks: AsyncIterable<Buffer> | Iterable<Buffer>,
  maxLineBytes: number,
): AsyncGenerator<LineEvent> {
  let parts: Buffer[] = [];
  let lineBytes = 0;
  let overLimit = false;
  let number = 0;
  const finishLine = (): LineEvent => {
    number += 1;
    const event: LineEvent = overLimit
      ? { kind: 'tooLong', number, bytes: lineBytes }
      : { kind: 'line', number, bytes: withoutCarriageReturn(Buffer.concat(parts, lineBytes)) };
    parts = [];
    lineBytes = 0;
    overLimit = false;
    return event;
  };
  for await (const chunk of chunks) {
    let start = 0;
    while (start < chunk.length) {
      const newline = chunk.indexOf(NEWLINE, start);
      const end = newline === -1 ? chunk.length : newline;
      const piece = chunk.subarray(start, end);
      lineBytes += piece.length;
      if (!overLimit && lineBytes > maxLineBytes) {
        overLimit = true;
        parts = [];
      }
      if (!overLimit) {
        parts.push(piece);
      }
      if (newline === -1) {
        break;
      }
      yield finishLine();
      start = newline + 1;
    }
  }
  if (lineBytes > 0 || overLimit) {
    yield finishLine();
  }
}

function withoutCarriageReturn(line: Buffer): Buffer {
  return line.length > 0 && line[line.length - 1] === CARRIAGE_RETURN ? line.subarray(0, -1) : line;
}

// fatal: invalid UTF-8 throws instead of turning into U+FFFD. A leading byte order mark is dropped (the default),
// so a file saved "with BOM" reads like any other.
const strictDecoder = new TextDecoder('utf-8', { fatal: true });
const lenientDecoder = new TextDecoder('utf-8');

export type DecodedText = { ok: true; text: string } | { ok: false; offset: number; lossyText: string };

/** Decodes UTF-8 strictly; on invalid bytes, where the first one is and a lossy decoding to locate the field. */
export function decodeUtf8(bytes: Uint8Array): DecodedText {
  try {
    return { ok: true, text: strictDecoder.decode(bytes) };
  } catch {
    return { ok: false, offset: firstInvalidUtf8Offset(bytes), lossyText: lenientDecoder.decode(bytes) };
  }
}

/** Offset of the first byte that does not start a well-formed UTF-8 sequence (RFC 3629), or -1. */
export function firstInvalidUtf8Offset(bytes: Uint8Array): number {
  let index = 0;
  while (index < bytes.length) {
    const lead = bytes[index]!;
    if (lead < 0x80) {
      index += 1;
      continue;
    }
    let continuation: number;
    // The second byte's range excludes overlong forms, UTF-16 surrogates and code points above U+10FFFF.
    let low = 0x80;
    let high = 0xbf;
    if (lead >= 0xc2 && lead <= 0xdf) {
      continuation = 1;
    } else if (lead >= 0xe0 && lead <= 0xef) {
      continuation = 2;
      low = lead === 0xe0 ? 0xa0 : 0x80;
      high = lead === 0xed ? 0x9f : 0xbf;
    } else if (lead >= 0xf0 && lead <= 0xf4) {
      continuation = 3;
      low = lead === 0xf0 ? 0x90 : 0x80;
      high = lead === 0xf4 ? 0x8f : 0xbf;
    } else {
      return index;
    }
    if (index + continuation >= bytes.length) {
      return index;
    }
    const second = bytes[index + 1]!;
    if (second < low || second > high) {
      return index;
    }
    for (let offset = 2; offset <= continuation; offset += 1) {
      const next = bytes[index + offset]!;
      if (next < 0x80 || next > 0xbf) {
        return index;
      }
    }
    index += continuation + 1;
  }
  return -1;
}

/** 1-based line and column (in bytes) of a byte offset. */
export function lineAndColumnOf(bytes: Uint8Array, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let index = 0; index < offset && index < bytes.length; index += 1) {
    if (bytes[index] === NEWLINE) {
      line += 1;
      lineStart = index + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

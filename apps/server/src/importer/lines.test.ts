import { describe, expect, it } from 'vitest';
import { findUnstorableText, locateJsonSyntaxError } from './jsonProblems';
import { decodeUtf8, firstInvalidUtf8Offset, type LineEvent, splitLines } from './lines';

async function collect(chunks: Buffer[], limit: number): Promise<LineEvent[]> {
  const events: LineEvent[] = [];
  for await (const event of splitLines(chunks, limit)) {
    events.push(event);
  }
  return events;
}

const text = (event: LineEvent | undefined) => (event?.kind === 'line' ? event.bytes.toString() : event);

describe('splitLines', () => {
  it('cuts LF and CRLF lines across chunk boundaries, the last line without a newline too', async () => {
    const events = await collect([Buffer.from('ab\r\ncd'), Buffer.from('ef\n\ngh')], 100);
    expect(events.map(text)).toEqual(['ab', 'cdef', '', 'gh']);
    expect(events.map((event) => event.number)).toEqual([1, 2, 3, 4]);
  });

  it('skips a line over the limit, counting its bytes without keeping them', async () => {
    const long = Array.from({ length: 50 }, () => Buffer.alloc(1000, 0x61));
    const events = await collect([Buffer.from('{}\n'), ...long, Buffer.from('\n{}')], 4096);
    expect(events).toEqual([
      { kind: 'line', number: 1, bytes: Buffer.from('{}') },
      { kind: 'tooLong', number: 2, bytes: 50_000 },
      { kind: 'line', number: 3, bytes: Buffer.from('{}') },
    ]);
  });

  it('accepts a line of exactly the limit', async () => {
    expect((await collect([Buffer.alloc(10, 0x61)], 10))[0]?.kind).toBe('line');
    expect((await collect([Buffer.alloc(11, 0x61)], 10))[0]?.kind).toBe('tooLong');
  });
});

describe('UTF-8', () => {
  it('finds the first invalid byte: stray, overlong, surrogate, beyond U+10FFFF, truncated', () => {
    const offset = (...bytes: number[]) => firstInvalidUtf8Offset(Uint8Array.from(bytes));
    expect(offset(0x61, 0xc3, 0xa9, 0xe2, 0x82, 0xac, 0xf0, 0x9f, 0x98, 0x80)).toBe(-1);
    expect(offset(0x61, 0xff)).toBe(1);
    expect(offset(0x61, 0x80)).toBe(1);
    expect(offset(0xc0, 0x80)).toBe(0);
    expect(offset(0x61, 0xe0, 0x80, 0x80)).toBe(1);
    expect(offset(0xed, 0xa0, 0x80)).toBe(0);
    expect(offset(0xf4, 0x90, 0x80, 0x80)).toBe(0);
    expect(offset(0x61, 0x62, 0xe2, 0x82)).toBe(2);
  });

  it('decodes strictly and drops a leading byte order mark', () => {
    expect(decodeUtf8(Buffer.from('\uFEFF{"a":"é"}'))).toEqual({ ok: true, text: '{"a":"é"}' });
    expect(decodeUtf8(Buffer.from([0x22, 0xe9, 0x22]))).toEqual({
      ok: false,
      offset: 1,
      lossyText: '"\uFFFD"',
    });
  });
});

describe('locateJsonSyntaxError', () => {
  it('returns nothing for valid JSON', () => {
    for (const valid of [
      '{}',
      '[]',
      ' {"a": [1, -2.5e3, "x\\u00e9\\n", true, false, null, {}]} ',
      '"s"',
      '0',
    ]) {
      expect(locateJsonSyntaxError(valid)).toBeUndefined();
    }
  });

  it('names the field being read where the text breaks', () => {
    expect(locateJsonSyntaxError('{"titles": [{"title": oops}]}')).toEqual({
      offset: 22,
      path: 'titles.0.title',
    });
    expect(locateJsonSyntaxError('{"a": 1, "b": [1, 2,]}')).toEqual({ offset: 20, path: 'b.2' });
    expect(locateJsonSyntaxError('{"a": "x\\q"}')).toEqual({ offset: 8, path: 'a' });
    expect(locateJsonSyntaxError('{"a": 1 "b": 2}')).toEqual({ offset: 8, path: 'a' });
    expect(locateJsonSyntaxError('{oops')).toEqual({ offset: 1, path: '(record)' });
    expect(locateJsonSyntaxError('{"a": {"b": 1}')).toEqual({ offset: 14, path: 'a' });
    expect(locateJsonSyntaxError('{} x')).toEqual({ offset: 3, path: '(record)' });
  });
});

describe('findUnstorableText', () => {
  it('finds NUL characters and lone surrogates in values and keys, and accepts paired surrogates', () => {
    expect(findUnstorableText({ a: [{ b: 'ok 😀' }] })).toBeUndefined();
    expect(findUnstorableText({ a: [{ b: 'x\u0000' }] })?.path).toBe('a.0.b');
    expect(findUnstorableText({ a: ['ok', 'x\udc00'] })?.path).toBe('a.1');
    expect(findUnstorableText({ 'k\u0000': 1 })?.path).toBe('k\u0000');
  });
});

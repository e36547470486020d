export interface TextSegment {
  kind: 'text' | 'math';
  value: string;
}

const MATH = /(?<!\\)\$([^$]+?)(?<!\\)\$/g;

/** Splits "Decay $B \to K$ rates" into text and `$…$` maths segments. */
export function splitMath(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(MATH)) {
    const start = match.index;
    if (start > last) {
      segments.push({ kind: 'text', value: text.slice(last, start) });
    }
    segments.push({ kind: 'math', value: match[1] ?? '' });
    last = start + match[0].length;
  }
  if (last < text.length) {
    segments.push({ kind: 'text', value: text.slice(last) });
  }
  return segments;
}

export function hasMath(text: string): boolean {
  return splitMath(text).some((segment) => segment.kind === 'math');
}

/** Tags or entities that need the sanitiser; most titles have none and render as plain text. */
export function hasMarkup(text: string): boolean {
  return /[<&]/.test(text);
}

/** A readable stand-in while the sanitiser loads: tags dropped, text kept. */
export function stripTags(text: string): string {
  return text.replace(/<[^>]*>/g, '');
}

import { LATEX_SYMBOLS } from './latex-symbols';

export interface LatexEncodeOptions {
  /** Leave `$…$` and `\(…\)` untouched, as titles carry their own maths. */
  containsMath?: boolean;
}

/** Maths delimited by `$…$` or `\(…\)` whose delimiters are not escaped (the reference's regex). */
const MATH_EXPRESSION = /((?<!\\)\$.*?(?<!\\)\$|(?<!\\)\\\(.*?(?<!\\)\\\))/;
/** A replacement ending in a named macro (`\l`, `\ss`) needs `{}` so that the next letter does not join it. */
const DANGLING_MACRO = /\\[A-Za-z]+$/;

function encodeCharacter(character: string): string {
  const replacement = LATEX_SYMBOLS.get(character.codePointAt(0) ?? 0);
  if (replacement === undefined) {
    return character;
  }
  return DANGLING_MACRO.test(replacement) ? `${replacement}{}` : replacement;
}

function encodeText(text: string): string {
  let encoded = '';
  for (const character of text.normalize('NFC')) {
    encoded += encodeCharacter(character);
  }
  return encoded;
}

/**
 * LaTeX-encodes text as pylatexenc does with `braces-after-macro`: `é` → `\'e`, `ł` → `\l{}`, `γ` →
 * `\ensuremath{\gamma}`, `&` → `\&`. Decomposed accents are composed first (NFC).
 */
export function latexEncode(text: string, options: LatexEncodeOptions = {}): string {
  if (!options.containsMath || !(text.includes('$') || text.includes('\\('))) {
    return encodeText(text);
  }
  return text
    .split(MATH_EXPRESSION)
    .map((part, index) => (index % 2 === 0 ? encodeText(part) : part))
    .join('');
}

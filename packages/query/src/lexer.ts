import { keywordOf } from './keywords';

/**
 * Tokens of a literature query. Positions index the source so that a multi-word value can be taken back
 * verbatim (`nov 2000`, `today - 2`, `ellis, j`), which keeps the value rules independent of tokenisation.
 */
export type Token =
  | { type: 'word'; text: string; start: number; end: number }
  /** `name:` — a keyword, a field path or any other `word:` prefix; `name` as written. */
  | { type: 'colon'; name: string; start: number; end: number }
  | { type: 'exact' | 'partial' | 'regex'; text: string; start: number; end: number }
  | { type: 'lparen' | 'rparen' | 'and' | 'or' | 'not'; start: number; end: number }
  /** `-` at the start of a token: negation at the start of a clause, a character inside a value. */
  | { type: 'minus'; glued: boolean; start: number; end: number };

const WHITESPACE = /\s/;
const COLON_PREFIX = /^[A-Za-z_$][\w.$-]*$/;
const TEXKEY_AFTER_PREFIX = /^\d{4}[a-z]{2,3}(?=$|[\s)])/;
const ARXIV_ID_AFTER_PREFIX = /^(?:\d{4}\.\d{4,5}|[a-z-]+(?:\.[a-z]{2})?\/\d{7})(?:v\d+)?$/i;

function isSpace(character: string | undefined): boolean {
  return character !== undefined && WHITESPACE.test(character);
}

/** Where a `"`, `'` or `/` opened at `start` closes, or -1: an unbalanced quote is kept as a character (§12). */
function closingIndex(source: string, start: number, quote: string): number {
  for (let index = start + 1; index < source.length; index += 1) {
    if (source[index] === '\\' && quote === '/') {
      index += 1;
      continue;
    }
    if (source[index] === quote) {
      return index;
    }
  }
  return -1;
}

export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < source.length) {
    const character = source[index]!;
    if (isSpace(character)) {
      index += 1;
      continue;
    }
    const next = source[index + 1];
    if (character === '(' || character === ')') {
      tokens.push({ type: character === '(' ? 'lparen' : 'rparen', start: index, end: index + 1 });
      index += 1;
      continue;
    }
    if (character === '&' || character === '|') {
      tokens.push({ type: character === '&' ? 'and' : 'or', start: index, end: index + 1 });
      index += 1;
      continue;
    }
    if (character === '+' && (next === undefined || isSpace(next))) {
      tokens.push({ type: 'and', start: index, end: index + 1 });
      index += 1;
      continue;
    }
    if (character === '-' && next !== '>') {
      tokens.push({
        type: 'minus',
        glued: next !== undefined && !isSpace(next),
        start: index,
        end: index + 1,
      });
      index += 1;
      continue;
    }
    if (character === '"' || character === "'" || character === '/') {
      const close = closingIndex(source, index, character);
      const after = source[close + 1];
      const regexEnds = character !== '/' || after === undefined || isSpace(after) || after === ')';
      if (close > index && regexEnds) {
        const type = character === '"' ? 'exact' : character === "'" ? 'partial' : 'regex';
        tokens.push({ type, text: source.slice(index + 1, close), start: index, end: close + 1 });
        index = close + 1;
        continue;
      }
    }
    index = scanWord(source, index, tokens);
  }
  return tokens;
}

/** Scans one word from `start`, splitting off a `name:` prefix or a keyword glued to `<`, `>`, `=` (`d<=2005`). */
function scanWord(source: string, start: number, tokens: Token[]): number {
  let index = start;
  let depth = 0;
  while (index < source.length) {
    const character = source[index]!;
    if (isSpace(character) || character === '&' || character === '|') {
      break;
    }
    if (character === '(') {
      depth += 1;
    }
    if (character === ')') {
      if (depth === 0) {
        break;
      }
      depth -= 1;
    }
    if (character === ':' && index > start) {
      const name = source.slice(start, index);
      if (splitsAtColon(name, source, index + 1)) {
        tokens.push({ type: 'colon', name, start, end: index + 1 });
        return index + 1;
      }
    }
    if ((character === '<' || character === '>' || character === '=') && index > start) {
      const text = source.slice(start, index);
      if (keywordOf(text)) {
        tokens.push({ type: 'word', text, start, end: index });
        return index;
      }
    }
    index += 1;
  }
  const text = source.slice(start, index);
  const operator = text.toLowerCase();
  if (operator === 'and' || operator === 'or' || operator === 'not') {
    tokens.push({ type: operator, start, end: index });
    return index;
  }
  tokens.push({ type: 'word', text, start, end: index });
  return index;
}

function splitsAtColon(name: string, source: string, valueStart: number): boolean {
  if (!COLON_PREFIX.test(name)) {
    return false;
  }
  // `https://…` is a URL, searched whole.
  if (source.startsWith('//', valueStart)) {
    return false;
  }
  // `Witten:1998qj` is a texkey (§10), searched whole, unless its prefix is a keyword.
  if (!keywordOf(name) && /^[a-zA-Z.-]+$/.test(name) && TEXKEY_AFTER_PREFIX.test(source.slice(valueStart))) {
    return false;
  }
  // `arXiv:1607.08327` is an identifier, not the `arxiv` keyword, so that `eprint arXiv:1607.08327` stays one value.
  if (name.toLowerCase() === 'arxiv') {
    const rest = /^\S*/.exec(source.slice(valueStart))?.[0] ?? '';
    return !ARXIV_ID_AFTER_PREFIX.test(rest);
  }
  return true;
}

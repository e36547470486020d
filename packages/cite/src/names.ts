import { latexEncode } from './latex-encode';

/** A record's `full_name` (`Last, Given names[, Suffix]`) taken apart the way the reference's name parser does. */
interface ParsedName {
  lastName: string;
  givenNames: string[];
  suffix: string;
}

const NAME_SUFFIX = /^(?:jr|sr|[IVX]+)\.?$/i;

function words(text: string): string[] {
  return text.split(/\s+/).filter((word) => word.length > 0);
}

function splitOffSuffix(givenNames: string[]): { givenNames: string[]; suffix: string } {
  const lastWord = givenNames.at(-1);
  if (givenNames.length > 1 && lastWord !== undefined && NAME_SUFFIX.test(lastWord)) {
    return { givenNames: givenNames.slice(0, -1), suffix: lastWord };
  }
  return { givenNames, suffix: '' };
}

function parseName(fullName: string): ParsedName {
  const parts = fullName.split(',').map((part) => part.trim());
  if (parts.length > 1) {
    const explicitSuffix = parts.slice(2).filter((part) => part.length > 0);
    if (explicitSuffix.length > 0) {
      return {
        lastName: parts[0] ?? '',
        givenNames: words(parts[1] ?? ''),
        suffix: explicitSuffix.join(', '),
      };
    }
    return { lastName: parts[0] ?? '', ...splitOffSuffix(words(parts[1] ?? '')) };
  }
  const nameWords = words(fullName);
  if (nameWords.length < 2) {
    return { lastName: nameWords[0] ?? '', givenNames: [], suffix: '' };
  }
  const { givenNames, suffix } = splitOffSuffix(nameWords);
  return { lastName: givenNames.at(-1) ?? '', givenNames: givenNames.slice(0, -1), suffix };
}

function initialsOf(givenNames: string[]): string[] {
  return givenNames
    .flatMap((name) => name.split(/[-.]/))
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .map((part) => `${String.fromCodePoint(part.codePointAt(0) ?? 0)}.`);
}

function withSuffix(name: string, suffix: string): string {
  return suffix ? `${name}, ${suffix}` : name;
}

/** `Castle, Frank` → `F. Castle`, `Ellis, John R.` → `J. R. Ellis`, `Black, Joe Jr.` → `J. Black, Jr.` */
export function initialsName(fullName: string): string {
  const { lastName, givenNames, suffix } = parseName(fullName);
  if (!lastName) {
    return withSuffix(givenNames.join(' '), suffix);
  }
  return withSuffix([...initialsOf(givenNames), lastName].join(' '), suffix);
}

/** `Doe, John` → `John Doe`: the name as a reader writes it. */
export function displayName(fullName: string): string {
  const { lastName, givenNames, suffix } = parseName(fullName);
  return withSuffix([...givenNames, lastName].filter((part) => part.length > 0).join(' '), suffix);
}

function splitOutsideBraces(text: string, isSeparator: (character: string) => boolean): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const character of text) {
    if (character === '{') {
      depth += 1;
    } else if (character === '}') {
      depth = Math.max(0, depth - 1);
    }
    if (depth === 0 && isSeparator(character)) {
      parts.push(current);
      current = '';
      continue;
    }
    current += character;
  }
  parts.push(current);
  return parts;
}

function texWords(text: string): string[] {
  return splitOutsideBraces(text, (character) => /[\s~]/.test(character)).filter((word) => word.length > 0);
}

function isLetter(character: string): boolean {
  return character.toLowerCase() !== character.toUpperCase();
}

/** BibTeX's "von" test: the first letter outside braces is lower case (`van`, `de`, but also `\'etienne`). */
function isVonWord(word: string): boolean {
  let depth = 0;
  for (const character of word) {
    if (character === '{') {
      depth += 1;
    } else if (character === '}') {
      depth = Math.max(0, depth - 1);
    } else if (depth === 0 && isLetter(character)) {
      return character === character.toLowerCase();
    }
  }
  return false;
}

/** How pybtex's `Person` re-prints a name: `von Last, Jr, First`, so `John Smith` becomes `Smith, John`. */
function bibtexPersonString(name: string): string {
  let parts = splitOutsideBraces(name, (character) => character === ',').map((part) => part.trim());
  if (parts.length > 3) {
    parts = [parts[0] ?? '', parts[1] ?? '', parts.slice(2).join(' ')];
  }
  if (parts.length > 1) {
    const [vonLast = '', second = '', third] = parts;
    const lineage = third === undefined ? '' : texWords(second).join(' ');
    const given = texWords(third ?? second).join(' ');
    return [texWords(vonLast).join(' '), lineage, given].filter((part) => part.length > 0).join(', ');
  }
  const nameWords = texWords(name);
  const vonIndex = nameWords.findIndex(isVonWord);
  const givenWords = vonIndex < 0 ? nameWords : nameWords.slice(0, vonIndex);
  const vonLastWords = vonIndex < 0 ? [] : nameWords.slice(vonIndex);
  if (vonLastWords.length === 0) {
    const lastWord = givenWords.pop();
    if (lastWord !== undefined) {
      vonLastWords.push(lastWord);
    }
  }
  return [vonLastWords.join(' '), givenWords.join(' ')].filter((part) => part.length > 0).join(', ');
}

/**
 * An author or editor as BibTeX prints it: initials spaced (`J.R.` → `J. R.`), a trailing suffix moved after the
 * last name (`Smith, John, Jr.` → `Smith, Jr., John`), LaTeX-encoded, then re-printed as `Last, First`.
 */
export function bibtexPersonName(fullName: string): string {
  const spaced = fullName.replaceAll('.', '. ').replaceAll('  ', ' ');
  const parts = spaced.split(', ').map((part) => part.trim());
  const ordered = parts.length > 2 ? [parts[0] ?? '', parts.at(-1) ?? '', ...parts.slice(1, -1)] : parts;
  return bibtexPersonString(latexEncode(ordered.join(', ')));
}

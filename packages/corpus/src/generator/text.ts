/** Text helpers shared by the record modules. */

const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ŀ: 'l',
};

const SPECIAL_PATTERN = new RegExp(`[${Object.keys(SPECIAL_LETTERS).join('')}]`, 'g');
const ASCII_ONLY = /^[\x20-\x7e]*$/;

/** Strips diacritics the way unidecode does for Latin scripts: "Ørsted Müller-Çelik" → "Orsted Muller-Celik". */
export function asciiFold(value: string): string {
  if (ASCII_ONLY.test(value)) {
    return value;
  }
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(SPECIAL_PATTERN, (letter) => SPECIAL_LETTERS[letter] ?? letter);
}

/** German transliteration used in name variants: "Müller" → "Mueller". */
export function germanFold(value: string): string {
  return asciiFold(
    value
      .replace(/ä/g, 'ae')
      .replace(/ö/g, 'oe')
      .replace(/ü/g, 'ue')
      .replace(/Ä/g, 'Ae')
      .replace(/Ö/g, 'Oe')
      .replace(/Ü/g, 'Ue'),
  );
}

/** The first part of a texkey: unidecoded, only [A-Za-z0-9-] kept. */
export function texkeyStem(value: string): string {
  return asciiFold(value).replace(/[^A-Za-z0-9-]/g, '');
}

/** A lowercase ASCII token for e-mail addresses, handles and URLs. */
export function slug(value: string): string {
  return asciiFold(value)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, 24);
}

export function hasNonAscii(value: string): boolean {
  return !ASCII_ONLY.test(value);
}

/** "Jean-Pierre Richard" → "J.P.R." style initials (hyphens kept: "J.-P."). */
export function initials(firstNames: string): string {
  let result = '';
  for (const word of firstNames.split(' ')) {
    if (!word) {
      continue;
    }
    const parts = word.split('-');
    result += parts.map((part) => `${part.charAt(0).toUpperCase()}.`).join('-');
  }
  return result;
}

const ORDINAL_SUFFIXES = ['th', 'st', 'nd', 'rd'];

export function ordinal(value: number): string {
  const lastTwo = value % 100;
  if (lastTwo >= 11 && lastTwo <= 13) {
    return `${value}th`;
  }
  return `${value}${ORDINAL_SUFFIXES[value % 10] ?? 'th'}`;
}

export function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

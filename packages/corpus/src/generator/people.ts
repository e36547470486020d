/** Precomputed name pieces, so that names, BAIs and texkeys are string concatenations in hot loops. */
import type { Random } from './random';
import { asciiFold, germanFold, initials, slug, texkeyStem } from './text';
import { latinPart, NATIONALITIES, type Nationality, nativePart } from './vocab/names';

export interface NamePieces {
  nationality: Nationality;
  family: string[];
  familyNative: (string | undefined)[];
  /** "de.Florian", "t.Hooft": the family part of an INSPIRE BAI. */
  familyBai: string[];
  familyStem: string[];
  familySlug: string[];
  familyVariant: (string | undefined)[];
  given: string[];
  givenNative: (string | undefined)[];
  givenInitials: string[];
  givenBaiInitials: string[];
  givenSlug: string[];
}

function buildPieces(nationality: Nationality): NamePieces {
  const family = nationality.family.map(latinPart);
  const given = nationality.given.map(latinPart);
  return {
    nationality,
    family,
    familyNative: nationality.family.map(nativePart),
    familyBai: family.map((name) => asciiFold(name).replace(/'/g, ' ').trim().split(/\s+/).join('.')),
    familyStem: family.map(texkeyStem),
    familySlug: family.map(slug),
    familyVariant: family.map((name) => {
      const folded = nationality.key === 'german' ? germanFold(name) : asciiFold(name);
      return folded === name ? undefined : folded;
    }),
    given,
    givenNative: nationality.given.map(nativePart),
    givenInitials: given.map(initials),
    givenBaiInitials: given.map((name) => asciiFold(initials(name)).replace(/-/g, '')),
    givenSlug: given.map(slug),
  };
}

export const NAME_PIECES: readonly NamePieces[] = NATIONALITIES.map(buildPieces);

function piecesOf(nationality: number): NamePieces {
  return (NAME_PIECES[nationality] ?? NAME_PIECES[0]) as NamePieces;
}

/** Indices of one person's name in NAME_PIECES. middle < 0: none; middleInitialOnly: "John R.". */
export interface PersonName {
  nationality: number;
  family: number;
  given: number;
  middle: number;
  middleInitialOnly: boolean;
}

export function drawName(random: Random, nationality: number): PersonName {
  const pieces = piecesOf(nationality);
  const middleChance = pieces.nationality.middleName ?? 0;
  const given = random.int(pieces.given.length);
  let middle = -1;
  let middleInitialOnly = false;
  if (random.chance(middleChance)) {
    middle = random.int(pieces.given.length);
    if (middle === given) {
      middle = -1;
    } else {
      middleInitialOnly = random.chance(0.4);
    }
  }
  return { nationality, family: random.int(pieces.family.length), given, middle, middleInitialOnly };
}

function middleText(pieces: NamePieces, name: PersonName): string {
  if (name.middle < 0) {
    return '';
  }
  return name.middleInitialOnly ? ` ${pieces.givenInitials[name.middle]}` : ` ${pieces.given[name.middle]}`;
}

/** "Müller, Hans Peter" */
export function fullName(name: PersonName): string {
  const pieces = piecesOf(name.nationality);
  return `${pieces.family[name.family]}, ${pieces.given[name.given]}${middleText(pieces, name)}`;
}

/** "Hans Peter Müller" */
export function displayName(name: PersonName): string {
  const pieces = piecesOf(name.nationality);
  return `${pieces.given[name.given]}${middleText(pieces, name)} ${pieces.family[name.family]}`;
}

/** "Müller, H.P." as names appear in reference lists. */
export function citedName(name: PersonName): string {
  const pieces = piecesOf(name.nationality);
  const middle = name.middle >= 0 ? pieces.givenInitials[name.middle] : '';
  return `${pieces.family[name.family]}, ${pieces.givenInitials[name.given]}${middle}`;
}

/** "H. Müller" as in free-text references. */
export function shortName(name: PersonName): string {
  const pieces = piecesOf(name.nationality);
  return `${pieces.givenInitials[name.given]} ${pieces.family[name.family]}`;
}

/** The part of an INSPIRE BAI before its number: "H.P.Muller". */
export function baiStem(name: PersonName): string {
  const pieces = piecesOf(name.nationality);
  const middle = name.middle >= 0 ? pieces.givenBaiInitials[name.middle] : '';
  return `${pieces.givenBaiInitials[name.given]}${middle}${pieces.familyBai[name.family]}`;
}

export function nativeName(name: PersonName): string | undefined {
  const pieces = piecesOf(name.nationality);
  const family = pieces.familyNative[name.family];
  const given = pieces.givenNative[name.given];
  if (!family || !given) {
    return undefined;
  }
  return pieces.nationality.nativeJoin === '' ? `${family}${given}` : `${family}, ${given}`;
}

/** The ASCII-folded "Mueller, Hans" variant, when it differs. */
export function nameVariant(name: PersonName): string | undefined {
  const pieces = piecesOf(name.nationality);
  const family = pieces.familyVariant[name.family];
  const given = asciiFold(pieces.given[name.given] ?? '');
  if (!family && given === pieces.given[name.given]) {
    return undefined;
  }
  return `${family ?? pieces.family[name.family]}, ${given}`;
}

export function texkeyStemOf(name: PersonName): string {
  return piecesOf(name.nationality).familyStem[name.family] ?? 'Anonymous';
}

export function emailLocalPart(name: PersonName): string {
  const pieces = piecesOf(name.nationality);
  return `${pieces.givenSlug[name.given]}.${pieces.familySlug[name.family]}`;
}

export function familySlug(name: PersonName): string {
  return piecesOf(name.nationality).familySlug[name.family] ?? 'author';
}

export function sortKey(name: PersonName): string {
  const pieces = piecesOf(name.nationality);
  return `${asciiFold(pieces.family[name.family] ?? '').toLowerCase()} ${pieces.givenSlug[name.given]}`;
}

import { describe, expect, it } from 'vitest';
import { civilFromDays, daysFromCivil, GrowingTimeline } from './dates';
import {
  arxivId,
  isbn13,
  isValidOrcid,
  orcidCheckDigit,
  orcidFor,
  rorFor,
  texkeySuffix,
  uuidFrom,
} from './ids';
import { Random } from './random';
import { asciiFold, texkeyStem } from './text';
import { isValidTimeZone, zonedTimeToUtc } from './timezones';

const CROCKFORD = '0123456789abcdefghjkmnpqrstvwxyz';

function isValidRor(url: string): boolean {
  const match = /^https:\/\/ror\.org\/(0[0-9a-hjkmnp-tv-z]{6})(\d{2})$/.exec(url);
  if (!match) {
    return false;
  }
  let value = 0;
  for (const char of match[1] ?? '') {
    value = value * 32 + CROCKFORD.indexOf(char);
  }
  return 98 - ((value * 100) % 97) === Number(match[2]);
}

describe('identifiers', () => {
  it('computes ORCID check digits as ORCID documents them', () => {
    expect(orcidCheckDigit('000000021825009')).toBe('7');
    expect(isValidOrcid('0000-0002-1825-0097')).toBe(true);
    expect(isValidOrcid('0000-0002-1694-233X')).toBe(true);
    expect(isValidOrcid('0000-0002-1825-0098')).toBe(false);
    const orcids = Array.from({ length: 5000 }, (_, index) => orcidFor(index, 12345));
    expect(orcids.every(isValidOrcid)).toBe(true);
    expect(new Set(orcids).size).toBe(orcids.length);
  });

  it('makes ROR ids whose checksum validates like real ones', () => {
    expect(isValidRor('https://ror.org/01ggx4157')).toBe(true);
    expect(isValidRor('https://ror.org/00nzsxq20')).toBe(true);
    const rors = Array.from({ length: 2000 }, (_, index) => rorFor(index, 99));
    expect(rors.every(isValidRor)).toBe(true);
    expect(new Set(rors).size).toBe(rors.length);
  });

  it('formats arXiv identifiers by era', () => {
    expect(arxivId(1999, 1, 'hep-th', 1)).toBe('hep-th/9901001');
    expect(arxivId(2007, 3, 'hep-ph', 42)).toBe('hep-ph/0703042');
    expect(arxivId(2007, 4, 'hep-ph', 1)).toBe('0704.0001');
    expect(arxivId(2012, 7, 'hep-ex', 7214)).toBe('1207.7214');
    expect(arxivId(2019, 2, 'gr-qc', 17899)).toBe('1902.17899');
  });

  it('makes valid ISBN-13s, UUIDs and texkey suffixes', () => {
    expect(isbn13('978020161622')).toBe('9780201616224');
    const random = new Random(1, 2, 3);
    expect(uuidFrom(random)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(texkeySuffix(0)).toBe('aaa');
    expect(texkeySuffix(26 * 26 * 26 - 1)).toBe('zzz');
  });

  it('folds diacritics like unidecode for texkeys', () => {
    expect(asciiFold('Ørsted Müller-Çelik Paweł Nuñez')).toBe('Orsted Muller-Celik Pawel Nunez');
    expect(texkeyStem("'t Hooft")).toBe('tHooft');
    expect(texkeyStem('de Florian')).toBe('deFlorian');
  });
});

describe('dates and times', () => {
  it('converts day numbers and civil dates both ways', () => {
    for (const days of [-3653, 0, 11016, 19000, 20254]) {
      const { year, month, day } = civilFromDays(days);
      expect(daysFromCivil(year, month, day)).toBe(days);
    }
    expect(civilFromDays(daysFromCivil(2024, 2, 29))).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it('spreads a growing timeline monotonically over its range', () => {
    const timeline = new GrowingTimeline(daysFromCivil(1960, 1, 1), daysFromCivil(2025, 1, 1), 0.05);
    const days = Array.from({ length: 1000 }, (_, index) => timeline.at(index / 1000));
    expect([...days].sort((a, b) => a - b)).toEqual(days);
    expect(days.filter((day) => day < daysFromCivil(1990, 1, 1)).length).toBeLessThan(300);
  });

  it('converts wall-clock times in IANA zones to UTC', () => {
    expect(isValidTimeZone('Europe/Zurich')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(new Date(zonedTimeToUtc(2024, 1, 15, 16, 0, 'Europe/Zurich')).toISOString()).toBe(
      '2024-01-15T15:00:00.000Z',
    );
    expect(new Date(zonedTimeToUtc(2024, 7, 15, 16, 0, 'Europe/Zurich')).toISOString()).toBe(
      '2024-07-15T14:00:00.000Z',
    );
    expect(new Date(zonedTimeToUtc(2024, 7, 15, 9, 30, 'America/Chicago')).toISOString()).toBe(
      '2024-07-15T14:30:00.000Z',
    );
    expect(new Date(zonedTimeToUtc(2024, 7, 15, 9, 0, 'Asia/Tokyo')).toISOString()).toBe(
      '2024-07-15T00:00:00.000Z',
    );
  });
});

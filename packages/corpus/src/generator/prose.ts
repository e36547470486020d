/** Titles, abstracts and keywords assembled from the field vocabularies. */
import type { Random } from './random';
import { compileTemplate, slotCode } from './template';
import { capitalize } from './text';
import {
  ABSTRACT_CLOSINGS,
  ABSTRACT_MIDDLES,
  ABSTRACT_OPENINGS,
  ABSTRACT_RESULTS,
  ASPECTS,
  CATEGORIES,
  COLLIDER_ENERGIES,
  CONTEXTS,
  FIELD_VOCABULARY,
  type FieldVocabulary,
  GENERIC_TITLES,
  HEAVY_ION_ENERGIES,
  PACS_CODES,
} from './vocab/physics';

function vocabularyOf(category: number): FieldVocabulary {
  const field = CATEGORIES[category]?.field ?? 'hep-ph';
  return (FIELD_VOCABULARY[field] ?? FIELD_VOCABULARY['hep-ph']) as FieldVocabulary;
}

function energyFor(year: number, field: string, random: Random): string {
  if (field === 'nucl-ex') {
    return random.pick(HEAVY_ION_ENERGIES);
  }
  let energy = COLLIDER_ENERGIES[0]?.[1] ?? '13 TeV';
  for (const [since, value] of COLLIDER_ENERGIES) {
    if (year >= since) {
      energy = value;
    }
  }
  return energy;
}

const SLOT_T = slotCode('T');
const SLOT_M = slotCode('M');
const SLOT_O = slotCode('O');
const SLOT_A = slotCode('A');
const SLOT_C = slotCode('C');
const SLOT_E = slotCode('E');
const SLOT_N = slotCode('N');
const SLOT_X = slotCode('X');
const SLOT_Y = slotCode('Y');
const SLOT_Z = slotCode('Z');

function slotValue(
  slot: number,
  vocabulary: FieldVocabulary,
  random: Random,
  year: number,
  field: string,
): string {
  switch (slot) {
    case SLOT_T:
      return random.pick(vocabulary.topics);
    case SLOT_M:
      return random.pick(vocabulary.methods);
    case SLOT_O:
      return random.pick(vocabulary.objects);
    case SLOT_A:
      return random.pick(ASPECTS);
    case SLOT_C:
      return random.pick(CONTEXTS);
    case SLOT_E:
      return energyFor(year, field, random);
    case SLOT_N:
      return String(random.between(2, 5));
    case SLOT_X:
      return (random.float() * 10).toFixed(2);
    case SLOT_Y:
      return (random.float() * 0.5 + 0.01).toFixed(2);
    case SLOT_Z:
      return (random.float() * 0.3 + 0.01).toFixed(2);
    default:
      return '';
  }
}

/** Fills a template; `topic`, when given, is used for every {T} so that a text stays on one subject. */
function fill(
  template: string,
  vocabulary: FieldVocabulary,
  random: Random,
  year: number,
  field: string,
  topic?: string,
): string {
  let result = '';
  for (const part of compileTemplate(template)) {
    if (typeof part === 'string') {
      result += part;
    } else if (part === SLOT_T && topic !== undefined) {
      result += topic;
    } else {
      result += slotValue(part, vocabulary, random, year, field);
    }
  }
  return result;
}

/**
 * A paper title and its subject; depends only on the random stream given, so that it can be rebuilt
 * for references.
 */
export function titleFor(random: Random, category: number, year: number): string {
  return titleAndTopicFor(random, category, year).title;
}

export function titleAndTopicFor(
  random: Random,
  category: number,
  year: number,
): { title: string; topic: string } {
  const vocabulary = vocabularyOf(category);
  const field = CATEGORIES[category]?.field ?? 'hep-ph';
  const topic = random.pick(vocabulary.topics);
  const template = random.chance(0.55) ? random.pick(vocabulary.titles) : random.pick(GENERIC_TITLES);
  return { title: capitalize(fill(template, vocabulary, random, year, field, topic)), topic };
}

/** An abstract about `topic` (the title's subject). */
export function abstractFor(random: Random, category: number, year: number, topic: string): string {
  const vocabulary = vocabularyOf(category);
  const field = CATEGORIES[category]?.field ?? 'hep-ph';
  const parts = [fill(random.pick(ABSTRACT_OPENINGS), vocabulary, random, year, field, topic)];
  const middles = random.between(1, 3);
  for (let i = 0; i < middles; i++) {
    // Only the first sentence is sure to name the subject; later ones may mention related topics.
    parts.push(
      fill(
        random.pick(ABSTRACT_MIDDLES),
        vocabulary,
        random,
        year,
        field,
        random.chance(0.5) ? topic : undefined,
      ),
    );
  }
  if (random.chance(0.6)) {
    parts.push(fill(random.pick(ABSTRACT_RESULTS), vocabulary, random, year, field));
  }
  const closing = fill(random.pick(ABSTRACT_CLOSINGS), vocabulary, random, year, field);
  if (closing) {
    parts.push(closing);
  }
  return parts.join(' ');
}

export type KeywordEntry = { value: string; schema?: string; source?: string };

export function keywordsFor(random: Random, category: number, year: number): KeywordEntry[] {
  const vocabulary = vocabularyOf(category);
  const keywords: KeywordEntry[] = [];
  for (const value of random.sample(vocabulary.keywords, random.between(2, 7))) {
    keywords.push({ value, schema: 'INSPIRE' });
  }
  if (year >= 1975 && year <= 2015 && random.chance(0.3)) {
    for (const value of random.sample(PACS_CODES, random.between(1, 3))) {
      keywords.push({ value, schema: 'PACS' });
    }
  }
  if (year >= 2000 && random.chance(0.4)) {
    for (const value of random.sample(vocabulary.authorKeywords, random.between(1, 3))) {
      keywords.push({ value, source: 'author' });
    }
  }
  return keywords;
}

/** A short topic phrase (for seminar titles, data records, job descriptions). */
export function topicFor(random: Random, category: number): string {
  return random.pick(vocabularyOf(category).topics);
}

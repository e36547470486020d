/** Institutions: real HEP institutions first, then synthetic ones built from city names. */
import type { InstitutionMetadata } from '@parton/records';
import { type CorpusContext, STREAM } from './context';
import { rorFor } from './ids';
import { Random, WeightedTable } from './random';
import { asciiFold, hasNonAscii, slug } from './text';
import type { GeneratedRecord } from './types';
import {
  CITY_SEEDS,
  countryOf,
  INSTITUTION_SEEDS,
  type InstitutionSeed,
  SYNTHETIC_INSTITUTION_PATTERNS,
} from './vocab/places';

/** Compact, index-addressed view of the corpus institutions used by the other record modules. */
export class InstitutionTable {
  readonly entries: InstitutionSeed[] = [];
  readonly weights: WeightedTable;
  private readonly byCountry = new Map<string, number[]>();
  private readonly byIcn = new Map<string, number>();

  constructor(ctx: CorpusContext) {
    const count = ctx.counts.institutions;
    const random = new Random();
    const used = new Set<string>();
    for (let index = 0; index < count; index++) {
      const entry =
        index < INSTITUTION_SEEDS.length ? (INSTITUTION_SEEDS[index] as InstitutionSeed) : undefined;
      const institution =
        entry ?? syntheticInstitution(random.reset(ctx.seed, STREAM.institution, index), index, used);
      used.add(institution.icn);
      this.entries.push(institution);
      this.byIcn.set(institution.icn, index);
      const list = this.byCountry.get(institution.countryCode) ?? [];
      list.push(index);
      this.byCountry.set(institution.countryCode, list);
    }
    // Big laboratories and well-known universities host far more authors than a synthetic campus.
    this.weights = new WeightedTable(
      this.entries.map((_, index) =>
        index === 0 ? 25 : index < 20 ? 8 : index < INSTITUTION_SEEDS.length ? 4 : 1.5,
      ),
    );
  }

  get count(): number {
    return this.entries.length;
  }

  indexOfIcn(icn: string): number | undefined {
    return this.byIcn.get(icn);
  }

  /** An institution, preferably in one of the given countries. */
  pick(random: Random, countryCodes: readonly string[]): number {
    if (this.entries.length === 0) {
      return -1;
    }
    if (random.chance(0.7)) {
      const local = this.byCountry.get(random.pick(countryCodes));
      if (local && local.length > 0) {
        return random.pick(local);
      }
    }
    return this.weights.draw(random);
  }

  icn(index: number): string {
    return this.entries[index]?.icn ?? '';
  }
}

function syntheticInstitution(random: Random, index: number, used: Set<string>): InstitutionSeed {
  for (let attempt = 0; attempt < 50; attempt++) {
    const city = random.pick(CITY_SEEDS);
    const [icnPattern, namePattern, type] = random.pick(SYNTHETIC_INSTITUTION_PATTERNS);
    const cityAscii = asciiFold(city.city);
    const icn = icnPattern.replace('{city}', cityAscii);
    if (used.has(icn)) {
      continue;
    }
    const country = countryOf(city.countryCode);
    return {
      icn,
      name: namePattern.replace('{city}', city.city),
      city: city.city,
      countryCode: city.countryCode,
      type,
      domain: `${slug(city.city)}.${country.tld}`,
    };
  }
  const city = CITY_SEEDS[index % CITY_SEEDS.length] ?? { city: 'Springfield', countryCode: 'US' };
  return {
    icn: `${asciiFold(city.city)} Res. Inst. ${index}`,
    name: `Research Institute ${index}, ${city.city}`,
    city: city.city,
    countryCode: city.countryCode,
    type: 'Research Center',
    domain: `ri${index}.${slug(city.city)}.org`,
  };
}

/** "DESY, Zeuthen" is a part of "DESY": the ICN before the first comma names the parent. */
function parentIndex(table: InstitutionTable, index: number): number | undefined {
  const icn = table.icn(index);
  const comma = icn.indexOf(', ');
  if (comma < 0) {
    return undefined;
  }
  const parent = table.indexOfIcn(icn.slice(0, comma));
  return parent === index ? undefined : parent;
}

export function* institutionRecords(ctx: CorpusContext, table: InstitutionTable): Generator<GeneratedRecord> {
  const random = new Random();
  const children = new Map<number, number[]>();
  for (let index = 0; index < table.count; index++) {
    const parent = parentIndex(table, index);
    if (parent !== undefined) {
      const list = children.get(parent) ?? [];
      list.push(index);
      children.set(parent, list);
    }
  }
  const syntheticStart = INSTITUTION_SEEDS.length;
  for (let index = 0; index < table.count; index++) {
    random.reset(ctx.seed, STREAM.institution + 100, index);
    const entry = table.entries[index] as InstitutionSeed;
    const country = countryOf(entry.countryCode);
    const metadata: InstitutionMetadata = {
      $schema: ctx.schemaUrl.institutions,
      control_number: ctx.controlNumber('institutions', index),
      self: ctx.ref('institutions', index),
      _collections: ['Institutions'],
      legacy_ICN: entry.icn,
      ICN: [entry.icn],
      institution_hierarchy: entry.acronym
        ? [{ name: entry.name, acronym: entry.acronym }]
        : [{ name: entry.name }],
      addresses: [
        {
          cities: [entry.city],
          country_code: entry.countryCode,
          postal_code: String(random.between(1000, 99999)),
          postal_address: [
            entry.name,
            `${random.between(1, 250)} ${random.pick(STREETS)}`,
            `${entry.city}, ${country.name}`,
          ],
        },
      ],
      institution_type: [entry.type],
      urls: [{ value: `https://www.${entry.domain}` }],
      external_system_identifiers: [
        { schema: 'ROR', value: rorFor(index, ctx.seed) },
        {
          schema: 'GRID',
          value: `grid.${random.between(1000, 499999)}.${random.between(1, 9)}${random.pick(['a', 'b', 'c', 'd', 'e', 'f'])}`,
        },
      ],
      core: index < syntheticStart || random.chance(0.4),
    };
    const variants: { value: string }[] = [];
    if (entry.acronym && entry.acronym !== entry.icn) {
      variants.push({ value: entry.acronym });
    }
    if (hasNonAscii(entry.name)) {
      variants.push({ value: asciiFold(entry.name) });
    }
    if (variants.length > 0) {
      metadata.name_variants = variants;
    }
    const related: NonNullable<InstitutionMetadata['related_records']> = [];
    const parent = parentIndex(table, index);
    if (parent !== undefined) {
      related.push({ record: ctx.ref('institutions', parent), relation: 'parent', curated_relation: true });
    }
    for (const child of children.get(index) ?? []) {
      related.push({
        record: ctx.ref('institutions', child),
        relation: 'subsidiary',
        curated_relation: true,
      });
    }
    // Every 37th synthetic institution is a merger: it succeeds the one before it.
    const ordinal = index - syntheticStart;
    if (ordinal > 0 && ordinal % 37 === 0) {
      related.push({
        record: ctx.ref('institutions', index - 1),
        relation: 'predecessor',
        curated_relation: true,
      });
      metadata.historical_data = [
        `Formed by reorganisation of ${table.icn(index - 1)} in ${random.between(1995, 2020)}`,
      ];
    }
    if (ordinal >= 0 && ordinal % 37 === 36 && index + 1 < table.count) {
      related.push({
        record: ctx.ref('institutions', index + 1),
        relation: 'successor',
        curated_relation: true,
      });
    }
    if (related.length > 0) {
      metadata.related_records = related;
    }
    yield { collection: 'institutions', metadata };
  }
}

const STREETS = [
  'Main Street',
  'Science Park',
  'University Avenue',
  'Rue de la Physique',
  'Hauptstraße',
  'Via della Ricerca',
  'Campus Road',
  'Calle Mayor',
  'Universitetsvägen',
  'ul. Fizyków',
];

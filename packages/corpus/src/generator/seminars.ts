/** Seminars: talks by corpus authors, some already held and some still to come. */
import type { SeminarMetadata } from '@parton/records';
import { ActiveAuthors, type AuthorTable } from './authors';
import { type CorpusContext, STREAM } from './context';
import { civilFromDays, daysFromCivil } from './dates';
import type { InstitutionTable } from './institutions';
import type { LiteratureState } from './literature-state';
import { topicFor } from './prose';
import { Random } from './random';
import { capitalize, slug } from './text';
import { formatStoredDateTime, zonedTimeToUtc } from './timezones';
import type { GeneratedRecord } from './types';
import { CATEGORIES, JOIN_SERVICES, SEMINAR_KINDS, VIRTUAL_SEMINAR_SERIES } from './vocab/physics';
import { timezoneOf } from './vocab/places';

const SEMINARS_SINCE = daysFromCivil(2020, 3, 1);
const TITLE_OPENINGS = [
  '',
  'Recent progress in ',
  'New perspectives on ',
  'What can we learn from ',
  'A fresh look at ',
  'Status of ',
  'Lessons from ',
];

export function* seminarRecords(
  ctx: CorpusContext,
  authors: AuthorTable,
  institutions: InstitutionTable,
  state: LiteratureState,
): Generator<GeneratedRecord> {
  const random = new Random();
  const active = new ActiveAuthors(authors, 0);
  const from = Math.min(SEMINARS_SINCE, ctx.referenceDays - 30);
  const to = ctx.referenceDays + 180;
  for (let s = 0; s < ctx.counts.seminars; s++) {
    random.reset(ctx.seed, STREAM.seminar, s);
    const day = from + random.int(to - from + 1);
    const { year, month, day: dayOfMonth } = civilFromDays(day);
    active.prepare(Math.min(year, ctx.referenceYear));
    const speaker = active.any(random);
    const category = speaker >= 0 ? (authors.category[speaker] ?? 0) : random.int(CATEGORIES.length);
    const categoryInfo = CATEGORIES[category] ?? CATEGORIES[0];
    const host = institutions.count > 0 ? institutions.weights.draw(random) : -1;
    const hostEntry = institutions.entries[host];
    const countryCode = hostEntry?.countryCode ?? 'CH';
    const timezone = timezoneOf(hostEntry?.city ?? 'Geneva', countryCode);
    const startUtc = zonedTimeToUtc(
      year,
      month,
      dayOfMonth,
      random.between(9, 17),
      random.chance(0.7) ? 0 : 30,
      timezone,
    );
    const durationMinutes = random.pick([45, 60, 60, 60, 90]);
    const topic = topicFor(random, category);
    const virtual = random.chance(0.35);
    const seriesName = virtual
      ? random.pick(VIRTUAL_SEMINAR_SERIES)
      : `${hostEntry?.icn ?? 'CERN'} ${random.pick(SEMINAR_KINDS)}`;
    const metadata: SeminarMetadata = {
      $schema: ctx.schemaUrl.seminars,
      control_number: ctx.controlNumber('seminars', s),
      self: ctx.ref('seminars', s),
      _collections: ['Seminars'],
      title: { title: capitalize(`${random.pick(TITLE_OPENINGS)}${topic}`) },
      start_datetime: formatStoredDateTime(startUtc),
      end_datetime: formatStoredDateTime(startUtc + durationMinutes * 60_000),
      timezone,
      series: [{ name: seriesName, number: random.between(1, 250) }],
      inspire_categories: [{ term: categoryInfo?.inspire ?? 'Phenomenology-HEP' }],
      abstract: {
        value: `<div>We review ${topic} and discuss ${random.pick(['recent results', 'open problems', 'future prospects', 'new methods'])}.</div><div>The talk is aimed at a broad audience.</div>`,
      },
    };
    if (speaker >= 0) {
      const affiliation = authors.affiliationAt(speaker, year);
      const speakerEntry: NonNullable<SeminarMetadata['speakers']>[number] = {
        name: authors.fullName(speaker),
        record: ctx.ref('authors', speaker),
      };
      if (affiliation >= 0) {
        speakerEntry.affiliations = [
          { value: institutions.icn(affiliation), record: ctx.ref('institutions', affiliation) },
        ];
      }
      metadata.speakers = [speakerEntry];
    }
    if (!virtual && hostEntry) {
      metadata.address = { cities: [hostEntry.city], country_code: hostEntry.countryCode };
    }
    const [service, pattern] = random.pick(JOIN_SERVICES);
    const joinUrl = pattern
      .replace('{host}', slug(hostEntry?.icn ?? 'cern'))
      .replace('{domain}', hostEntry?.domain ?? 'cern.ch')
      .replace('{N}', String(random.between(100_000, 999_999_999)))
      .replace('{ID}', slug(topic).slice(0, 11));
    metadata.join_urls = [{ value: joinUrl, description: service }];
    if (day < ctx.referenceDays && random.chance(0.4)) {
      metadata.material_urls = [
        {
          value: `https://indico.${hostEntry?.domain ?? 'cern.ch'}/event/${random.between(1000, 99999)}/slides.pdf`,
          description: 'slides',
        },
      ];
      metadata.captioned = random.chance(0.3);
    }
    if (hostEntry && random.chance(0.7)) {
      metadata.contact_details = [
        { name: `${seriesName} organisers`, email: `seminars@${hostEntry.domain}` },
      ];
    }
    if (state.count > 0 && random.chance(0.3)) {
      metadata.literature_records = [
        { record: ctx.ref('literature', state.count - 1 - random.int(Math.min(state.count, 500))) },
      ];
    }
    if (random.chance(0.3)) {
      metadata.keywords = [{ value: categoryInfo?.name ?? 'hep-ph' }];
    }
    yield { collection: 'seminars', metadata };
  }
}

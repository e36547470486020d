import {
  COLLECTION_NAMES,
  DEGREE_TYPES,
  type LiteratureMetadata,
  parseRecordRef,
  RANKS,
  validateRecord,
} from '@parton/records';
import { describe, expect, it } from 'vitest';
import { planCorpus } from './context';
import { isValidOrcid } from './ids';
import { collectRefs, earliestDate, FIXTURE_OPTIONS, fixtureCorpus } from './testing/corpus-fixture';
import { EMISSION_ORDER } from './types';

const corpus = fixtureCorpus();
const literature = corpus.literature.map((record) => record.metadata as LiteratureMetadata);
const all = <T = Record<string, unknown>>(collection: (typeof COLLECTION_NAMES)[number]): T[] =>
  (corpus.byCollection.get(collection) ?? []) as T[];

describe('corpus shape', () => {
  it('emits every collection in dependency order with the planned counts', () => {
    const plan = planCorpus(FIXTURE_OPTIONS);
    const order: string[] = [];
    for (const record of corpus.records) {
      if (order[order.length - 1] !== record.collection) {
        order.push(record.collection);
      }
    }
    expect(order).toEqual(EMISSION_ORDER.filter((collection) => plan.counts[collection] > 0));
    for (const collection of COLLECTION_NAMES) {
      expect(all(collection).length, collection).toBe(plan.counts[collection]);
    }
  });

  it('scales the other collections on the literature count by default', () => {
    const plan = planCorpus({ seed: 1, literature: 100_000 });
    expect(plan.counts).toMatchObject({
      authors: 20_000,
      institutions: 520,
      conferences: 500,
      journals: 60,
      experiments: 80,
      seminars: 200,
      jobs: 200,
      data: 1000,
    });
    expect(planCorpus({ seed: 1, literature: 10_000_000 }).counts.institutions).toBe(2000);
  });

  it('produces records that all pass the record schemas', { timeout: 60_000 }, () => {
    const failures: string[] = [];
    for (const record of corpus.records) {
      const result = validateRecord(record.collection, record.metadata);
      if (!result.ok) {
        failures.push(
          `${record.collection} ${String(record.metadata.control_number)}: ${JSON.stringify(result.issues)}`,
        );
      }
    }
    expect(failures.slice(0, 5)).toEqual([]);
  });

  it('numbers records uniquely and consecutively from the base across all collections', () => {
    const numbers = corpus.records.map((record) => record.metadata.control_number);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
    const shifted = planCorpus({ ...FIXTURE_OPTIONS, controlNumberBase: 1_000_000 });
    expect(shifted.firstControlNumber.institutions).toBe(1_000_000);
    expect(shifted.lastControlNumber).toBe(1_000_000 + numbers.length - 1);
  });

  it('names its collection in $schema and links only to records of the corpus emitted before, or to its own collection', {
    timeout: 60_000,
  }, () => {
    const emitted = new Map<string, number>();
    const positions = new Map<string, number>();
    corpus.records.forEach((record, position) => {
      positions.set(`${record.collection}/${record.metadata.control_number}`, position);
      emitted.set(record.collection, position);
    });
    const problems: string[] = [];
    corpus.records.forEach((record, position) => {
      expect(record.metadata.$schema).toBe(
        `https://inspirehep.net/schemas/records/${record.collection === 'literature' ? 'hep' : record.collection}.json`,
      );
      for (const ref of collectRefs(record.metadata)) {
        const link = parseRecordRef(ref);
        if (!link || !ref.startsWith('https://inspirehep.net/api/')) {
          problems.push(`bad ref ${ref}`);
          continue;
        }
        const target = positions.get(`${link.collection}/${link.controlNumber}`);
        if (target === undefined) {
          problems.push(`dangling ${ref} in ${record.collection}`);
        } else if (target > position && link.collection !== record.collection) {
          problems.push(`forward ${ref} in ${record.collection}`);
        }
      }
    });
    expect(problems.slice(0, 5)).toEqual([]);
  });
});

describe('literature', () => {
  it('dates papers from 1960 to the reference date, in ascending order, with growing volume', () => {
    const dates = literature.map(earliestDate);
    expect(dates.every((date) => /^\d{4}-\d{2}-\d{2}$/.test(date))).toBe(true);
    expect(dates[0]! >= '1960-01-01').toBe(true);
    expect(dates[dates.length - 1]! <= '2025-06-15').toBe(true);
    expect([...dates].sort()).toEqual(dates);
    const perDecade = (decade: number) =>
      dates.filter((date) => Number(date.slice(0, 3)) * 10 === decade).length;
    expect(perDecade(1960)).toBeGreaterThan(10);
    expect(perDecade(1960)).toBeLessThan(perDecade(1980));
    expect(perDecade(1980)).toBeLessThan(perDecade(2000));
    expect(perDecade(2000)).toBeLessThan(perDecade(2010));
  });

  it('has mostly small author lists and a heavy tail of large collaborations', () => {
    const counts = literature.map((paper) => paper.authors?.length ?? 0).sort((a, b) => a - b);
    const share = (test: (count: number) => boolean) => counts.filter(test).length / counts.length;
    expect(counts[0]).toBeGreaterThanOrEqual(1);
    expect(counts[Math.floor(counts.length / 2)]).toBeLessThanOrEqual(5);
    expect(share((count) => count >= 1 && count <= 10)).toBeGreaterThan(0.8);
    expect(share((count) => count >= 100)).toBeGreaterThan(0.01);
    expect(share((count) => count >= 100)).toBeLessThan(0.08);
    expect(counts[counts.length - 1]).toBeGreaterThan(1500);
    expect(counts[counts.length - 1]).toBeLessThanOrEqual(3000);
    for (const paper of literature.filter((candidate) => (candidate.authors?.length ?? 0) >= 100)) {
      expect(paper.collaborations?.[0]?.value).toBeTruthy();
    }
  });

  it('links signatures to author and institution records, with BAIs on some', () => {
    const signatures = literature.flatMap((paper) => paper.authors ?? []);
    const linked = signatures.filter((signature) => signature.record);
    // A small corpus has fewer authors than ATLAS has members: only ordinary papers are fully linked.
    const ordinary = literature
      .filter((paper) => (paper.authors?.length ?? 0) < 100)
      .flatMap((paper) => paper.authors ?? []);
    expect(ordinary.filter((signature) => signature.record).length / ordinary.length).toBeGreaterThan(0.95);
    expect(linked.length / signatures.length).toBeGreaterThan(0.25);
    expect(linked.every((signature) => signature.record?.$ref.includes('/api/authors/'))).toBe(true);
    expect(
      signatures.filter((signature) =>
        signature.affiliations?.[0]?.record?.$ref.includes('/api/institutions/'),
      ).length,
    ).toBeGreaterThan(signatures.length * 0.9);
    const bais = signatures
      .flatMap((signature) => signature.ids ?? [])
      .filter((id) => id.schema === 'INSPIRE BAI');
    expect(bais.length).toBeGreaterThan(0);
    expect(bais.every((id) => /^([A-Z]\.)+[A-Za-z-]+(\.[A-Za-z-]+)*\.\d+$/.test(id.value))).toBe(true);
    expect(signatures.some((signature) => /[^\x20-\x7e]/.test(signature.full_name))).toBe(true);
  });

  it('gives post-1991 papers arXiv identifiers in the style of their date, with categories', () => {
    const onArxiv = literature.filter((paper) => paper.arxiv_eprints);
    expect(onArxiv.length / literature.length).toBeGreaterThan(0.4);
    for (const paper of onArxiv) {
      const eprint = paper.arxiv_eprints?.[0];
      const date = paper.preprint_date ?? '';
      expect(date >= '1991-08').toBe(true);
      expect(eprint?.categories?.length).toBeGreaterThan(0);
      if (date < '2007-04') {
        expect(eprint?.value).toMatch(/^[a-z-]+(\.[A-Z]{2})?\/\d{7}$/);
      } else {
        expect(eprint?.value).toMatch(date < '2015' ? /^\d{4}\.\d{4}$/ : /^\d{4}\.\d{5}$/);
        expect(eprint?.value.slice(0, 4)).toBe(`${date.slice(2, 4)}${date.slice(5, 7)}`);
      }
    }
  });

  it('publishes papers in journals with DOIs and complete publication info', () => {
    const published = literature.filter((paper) =>
      paper.publication_info?.some((info) => info.journal_title),
    );
    expect(published.length / literature.length).toBeGreaterThan(0.5);
    for (const paper of published) {
      const info = paper.publication_info?.find((candidate) => candidate.journal_title);
      expect(info?.journal_volume).toBeTruthy();
      expect(info?.year).toBeGreaterThanOrEqual(1960);
      expect(info?.artid ?? info?.page_start).toBeTruthy();
      expect(paper.dois?.[0]?.value).toMatch(/^10\.\d{4,5}\/\S+$/);
      if (info?.journal_title === 'JHEP' || info?.journal_title === 'JCAP') {
        expect(info.journal_volume).toMatch(/^\d{2}$/);
      }
    }
    const titles = new Set(published.map((paper) => paper.publication_info?.[0]?.journal_title));
    for (const title of ['Phys.Rev.D', 'JHEP', 'Phys.Lett.B', 'Nucl.Phys.B']) {
      expect(titles.has(title), title).toBe(true);
    }
    expect(published.some((paper) => paper.dois?.[0]?.value.startsWith('10.1103/PhysRevD.'))).toBe(true);
  });

  it('covers the document types, with thesis info on theses', () => {
    const types = new Set(literature.flatMap((paper) => paper.document_type ?? []));
    for (const type of ['article', 'conference paper', 'thesis', 'book', 'proceedings', 'report']) {
      expect(types.has(type), type).toBe(true);
    }
    for (const thesis of literature.filter((paper) => paper.document_type?.includes('thesis'))) {
      expect(DEGREE_TYPES as readonly string[]).toContain(thesis.thesis_info?.degree_type);
    }
  });

  it('has texkeys, abstracts, keywords, categories and flags', () => {
    expect(
      literature.every((paper) => /^[A-Za-z0-9-]+:\d{4}[a-z]{3}\d*$/.test(paper.texkeys?.[0] ?? '')),
    ).toBe(true);
    expect(literature.filter((paper) => paper.abstracts).length / literature.length).toBeGreaterThan(0.6);
    expect(literature.filter((paper) => paper.keywords).length / literature.length).toBeGreaterThan(0.5);
    expect(literature.every((paper) => (paper.inspire_categories?.length ?? 0) > 0)).toBe(true);
    expect(literature.some((paper) => paper.refereed === true)).toBe(true);
    expect(literature.some((paper) => paper.citeable === false)).toBe(true);
    expect(literature.some((paper) => /\$[^$]*\\to[^$]*\$/.test(paper.titles[0]?.title ?? ''))).toBe(true);
  });
});

describe('references', () => {
  const byUrl = new Map(literature.map((paper, index) => [paper.self?.$ref ?? '', index]));

  it('average about twenty per paper and cite only earlier papers', { timeout: 60_000 }, () => {
    const total = literature.reduce((sum, paper) => sum + (paper.references?.length ?? 0), 0);
    expect(total / literature.length).toBeGreaterThan(14);
    expect(total / literature.length).toBeLessThan(26);
    const problems: string[] = [];
    literature.forEach((paper, index) => {
      for (const reference of paper.references ?? []) {
        if (!reference.record) {
          continue;
        }
        const target = byUrl.get(reference.record.$ref);
        if (
          target === undefined ||
          target >= index ||
          earliestDate(literature[target]!) > earliestDate(paper)
        ) {
          problems.push(`${paper.control_number} cites ${reference.record.$ref}`);
        }
      }
    });
    expect(problems.slice(0, 5)).toEqual([]);
  });

  it('follow a power law: the top 1% of papers hold a large share of citations', () => {
    const citations = new Map<string, number>();
    for (const paper of literature) {
      for (const reference of paper.references ?? []) {
        if (reference.record) {
          citations.set(reference.record.$ref, (citations.get(reference.record.$ref) ?? 0) + 1);
        }
      }
    }
    const counts = literature
      .map((paper) => citations.get(paper.self?.$ref ?? '') ?? 0)
      .sort((a, b) => b - a);
    const total = counts.reduce((sum, count) => sum + count, 0);
    const top = counts.slice(0, Math.ceil(counts.length / 100)).reduce((sum, count) => sum + count, 0);
    expect(top / total).toBeGreaterThan(0.1);
    const median = counts[Math.floor(counts.length / 2)] ?? 0;
    expect(counts[0]).toBeGreaterThan(20 * Math.max(1, median));
    expect(counts.filter((count) => count === 0).length).toBeGreaterThan(0);
  });

  it('carry reference data, and some unlinked ones still match a generated record', {
    timeout: 60_000,
  }, () => {
    const byArxiv = new Map<string, number>();
    const byDoi = new Map<string, number>();
    const byTexkey = new Map<string, number>();
    const byPublication = new Map<string, number>();
    literature.forEach((paper, index) => {
      for (const eprint of paper.arxiv_eprints ?? []) {
        byArxiv.set(eprint.value, index);
      }
      for (const doi of paper.dois ?? []) {
        byDoi.set(doi.value, index);
      }
      for (const texkey of paper.texkeys ?? []) {
        byTexkey.set(texkey, index);
      }
      for (const info of paper.publication_info ?? []) {
        if (info.journal_title) {
          byPublication.set(
            `${info.journal_title}|${info.journal_volume}|${info.artid ?? info.page_start}|${info.year}`,
            index,
          );
        }
      }
    });
    let matchable = 0;
    let unmatched = 0;
    let linkedWithData = 0;
    const problems: string[] = [];
    literature.forEach((paper, index) => {
      for (const { record, reference } of paper.references ?? []) {
        const info = reference?.publication_info;
        const matches = [
          reference?.arxiv_eprint ? byArxiv.get(reference.arxiv_eprint) : undefined,
          ...(reference?.dois ?? []).map((doi) => byDoi.get(doi)),
          reference?.texkey ? byTexkey.get(reference.texkey) : undefined,
          info?.journal_title
            ? byPublication.get(
                `${info.journal_title}|${info.journal_volume}|${info.artid ?? info.page_start}|${info.year}`,
              )
            : undefined,
        ].filter((match): match is number => match !== undefined);
        if (record) {
          const target = byUrl.get(record.$ref);
          if (!matches.every((match) => match === target)) {
            problems.push(`${paper.control_number}: identifiers of ${record.$ref} match another record`);
          }
          if (reference?.authors?.length || reference?.publication_info || reference?.arxiv_eprint) {
            linkedWithData++;
          }
        } else if (matches.length > 0) {
          if (new Set(matches).size !== 1 || matches[0]! >= index) {
            problems.push(`${paper.control_number}: ambiguous or later match ${JSON.stringify(reference)}`);
          }
          matchable++;
        } else {
          unmatched++;
        }
      }
    });
    expect(problems.slice(0, 5)).toEqual([]);
    expect(linkedWithData).toBeGreaterThan(1000);
    expect(matchable).toBeGreaterThan(100);
    expect(unmatched).toBeGreaterThan(100);
    const labelled = literature
      .flatMap((paper) => paper.references ?? [])
      .filter((reference) => reference.reference?.label);
    expect(labelled.length).toBeGreaterThan(0);
    const misc = literature
      .flatMap((paper) => paper.references ?? [])
      .filter((reference) => reference.reference?.misc);
    expect(misc.length).toBeGreaterThan(0);
  });
});

describe('identifiers', () => {
  const unique = (values: string[]) => expect(new Set(values).size).toBe(values.length);

  it('are unique across the corpus', () => {
    unique(literature.flatMap((paper) => paper.texkeys ?? []));
    unique(literature.flatMap((paper) => (paper.arxiv_eprints ?? []).map((eprint) => eprint.value)));
    unique(literature.flatMap((paper) => (paper.dois ?? []).map((doi) => doi.value)));
    unique(literature.flatMap((paper) => (paper.report_numbers ?? []).map((report) => report.value)));
    unique(literature.flatMap((paper) => (paper.isbns ?? []).map((isbn) => isbn.value)));
    const authorIds = all<{ ids?: { schema: string; value: string }[] }>('authors').flatMap(
      (author) => author.ids ?? [],
    );
    for (const schema of ['ORCID', 'INSPIRE BAI', 'INSPIRE ID']) {
      unique(authorIds.filter((id) => id.schema === schema).map((id) => id.value));
    }
    unique(all<{ cnum: string }>('conferences').map((conference) => conference.cnum));
    unique(all<{ legacy_ICN: string }>('institutions').map((institution) => institution.legacy_ICN));
    unique(all<{ legacy_name: string }>('experiments').map((experiment) => experiment.legacy_name));
    unique(all<{ short_title: string }>('journals').map((journal) => journal.short_title));
    unique(
      all<{ dois?: { value: string }[] }>('data').flatMap((data) =>
        (data.dois ?? []).map((doi) => doi.value),
      ),
    );
  });

  it('give about 40% of authors an ORCID with a valid checksum', () => {
    const authors = all<{ ids?: { schema: string; value: string }[] }>('authors');
    const orcids = authors.flatMap((author) => author.ids ?? []).filter((id) => id.schema === 'ORCID');
    expect(orcids.length / authors.length).toBeGreaterThan(0.25);
    expect(orcids.length / authors.length).toBeLessThan(0.55);
    expect(orcids.every((orcid) => isValidOrcid(orcid.value))).toBe(true);
  });
});

describe('other collections', () => {
  it('authors have names with diacritics, positions, advisors, categories and social ids', () => {
    type Author = {
      name: { value: string; native_names?: string[] };
      positions?: { rank?: string; current?: boolean; record?: { $ref: string } }[];
      advisors?: { degree_type?: string; record?: { $ref: string } }[];
      ids?: { schema: string; value: string }[];
      arxiv_categories?: string[];
      email_addresses?: { value: string }[];
      project_membership?: { name: string }[];
    };
    const authors = all<Author>('authors');
    expect(authors.every((author) => /^[^,]+, .+$/.test(author.name.value))).toBe(true);
    expect(
      authors.filter((author) => /[^\x20-\x7e]/.test(author.name.value)).length / authors.length,
    ).toBeGreaterThan(0.1);
    expect(authors.some((author) => author.name.native_names?.length)).toBe(true);
    expect(authors.some((author) => author.positions?.some((position) => position.current))).toBe(true);
    expect(
      authors
        .flatMap((author) => author.positions ?? [])
        .every((position) => !position.rank || (RANKS as readonly string[]).includes(position.rank)),
    ).toBe(true);
    const advisors = authors.flatMap((author) => author.advisors ?? []);
    expect(advisors.length).toBeGreaterThan(0);
    expect(
      advisors.every((advisor) => (DEGREE_TYPES as readonly string[]).includes(advisor.degree_type ?? '')),
    ).toBe(true);
    const schemas = new Set(authors.flatMap((author) => author.ids ?? []).map((id) => id.schema));
    for (const schema of ['INSPIRE BAI', 'ORCID', 'TWITTER', 'LINKEDIN', 'BLUESKY', 'MASTODON']) {
      expect(schemas.has(schema), schema).toBe(true);
    }
    const mastodon = authors.flatMap((author) => author.ids ?? []).filter((id) => id.schema === 'MASTODON');
    expect(mastodon.every((id) => /^[a-z0-9]+@[a-z.]+$/.test(id.value))).toBe(true);
    expect(authors.some((author) => author.email_addresses?.length)).toBe(true);
    expect(authors.some((author) => author.project_membership?.length)).toBe(true);
    expect(authors.every((author) => (author.arxiv_categories?.length ?? 0) > 0)).toBe(true);
  });

  it('institutions have ICNs, addresses, RORs, hierarchies and related records', () => {
    type Institution = {
      legacy_ICN: string;
      addresses?: { cities?: string[]; country_code?: string }[];
      external_system_identifiers?: { schema: string; value: string }[];
      institution_hierarchy?: { name: string }[];
      related_records?: { relation?: string }[];
    };
    const institutions = all<Institution>('institutions');
    expect(institutions.map((institution) => institution.legacy_ICN)).toEqual(
      expect.arrayContaining(['CERN', 'Fermilab', 'DESY', 'Princeton U.']),
    );
    for (const institution of institutions) {
      expect(institution.addresses?.[0]?.cities?.[0]).toBeTruthy();
      expect(institution.addresses?.[0]?.country_code).toMatch(/^[A-Z]{2}$/);
      expect(institution.external_system_identifiers?.find((id) => id.schema === 'ROR')?.value).toMatch(
        /^https:\/\/ror\.org\/0[0-9a-z]{6}\d{2}$/,
      );
      expect(institution.institution_hierarchy?.[0]?.name).toBeTruthy();
    }
    const relations = new Set(
      institutions
        .flatMap((institution) => institution.related_records ?? [])
        .map((related) => related.relation),
    );
    for (const relation of ['parent', 'subsidiary', 'predecessor', 'successor']) {
      expect(relations.has(relation), relation).toBe(true);
    }
  });

  it('journals and experiments carry their identifying fields', () => {
    const journals = all<{
      short_title: string;
      journal_title: { title: string };
      title_variants?: string[];
      publisher?: string[];
    }>('journals');
    expect(journals.map((journal) => journal.short_title)).toEqual(
      expect.arrayContaining([
        'Phys.Rev.D',
        'JHEP',
        'Nucl.Phys.B',
        'Phys.Lett.B',
        'Eur.Phys.J.C',
        'Astrophys.J.',
        'JCAP',
      ]),
    );
    expect(
      journals.every(
        (journal) =>
          journal.journal_title.title && journal.title_variants?.length && journal.publisher?.length,
      ),
    ).toBe(true);
    type Experiment = {
      legacy_name: string;
      long_name?: string;
      collaboration?: { value: string };
      date_started?: string;
      date_completed?: string;
      date_cancelled?: string;
      inspire_classification?: string[];
    };
    const experiments = all<Experiment>('experiments');
    expect(experiments.map((experiment) => experiment.legacy_name)).toContain('CERN-LHC-ATLAS');
    expect(
      experiments.every(
        (experiment) =>
          experiment.long_name &&
          experiment.collaboration?.value &&
          experiment.inspire_classification?.length,
      ),
    ).toBe(true);
    expect(experiments.some((experiment) => experiment.date_completed)).toBe(true);
    expect(experiments.some((experiment) => experiment.date_cancelled)).toBe(true);
    expect(experiments.filter((experiment) => experiment.date_started).length).toBeGreaterThan(
      experiments.length / 2,
    );
  });

  it('conferences have CNUMs matching their opening dates, places and series', () => {
    type Conference = {
      cnum: string;
      opening_date: string;
      closing_date: string;
      addresses: { cities: string[] }[];
      series?: { name: string; number?: number }[];
      acronyms?: string[];
    };
    const conferences = all<Conference>('conferences');
    for (const conference of conferences) {
      const [year, month, day] = conference.opening_date.split('-');
      expect(conference.cnum.startsWith(`C${year!.slice(2)}-${month}-${day}`)).toBe(true);
      expect(conference.closing_date >= conference.opening_date).toBe(true);
      expect(conference.addresses[0]?.cities[0]).toBeTruthy();
    }
    expect(conferences.some((conference) => conference.series?.[0]?.number)).toBe(true);
    expect(conferences.some((conference) => conference.acronyms?.length)).toBe(true);
  });

  it('seminars have valid time zones, ordered times, linked speakers, some in the future', () => {
    type Seminar = {
      start_datetime: string;
      end_datetime: string;
      timezone: string;
      speakers?: { record?: { $ref: string } }[];
    };
    const seminars = all<Seminar>('seminars');
    expect(seminars.length).toBeGreaterThan(0);
    for (const seminar of seminars) {
      expect(() => new Intl.DateTimeFormat(undefined, { timeZone: seminar.timezone })).not.toThrow();
      expect(seminar.timezone).toMatch(/^[A-Z][A-Za-z_]+\/[A-Za-z_/]+$/);
      expect(seminar.start_datetime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}$/);
      expect(seminar.end_datetime > seminar.start_datetime).toBe(true);
      expect(seminar.speakers?.[0]?.record?.$ref).toContain('/api/authors/');
    }
    const reference = `${FIXTURE_OPTIONS.referenceDate}T00:00:00`;
    expect(seminars.some((seminar) => seminar.start_datetime > reference)).toBe(true);
    expect(seminars.some((seminar) => seminar.start_datetime < reference)).toBe(true);
    expect(new Set(seminars.map((seminar) => seminar.timezone)).size).toBeGreaterThan(3);
  });

  it('jobs have ranks, regions, deadlines on both sides of the reference date and HTML descriptions', () => {
    type Job = {
      ranks?: string[];
      regions?: string[];
      deadline_date?: string;
      status: string;
      description?: string;
      contact_details?: unknown[];
      reference_letters?: unknown;
      arxiv_categories?: string[];
      institutions?: { record?: unknown }[];
    };
    const jobs = all<Job>('jobs');
    for (const job of jobs) {
      expect(job.ranks?.every((rank) => (RANKS as readonly string[]).includes(rank))).toBe(true);
      expect(job.regions?.length).toBeGreaterThan(0);
      expect(job.description).toMatch(/<p>.*<ul>.*<li>/);
      expect(job.contact_details?.length).toBeGreaterThan(0);
      expect(job.reference_letters).toBeTruthy();
      expect(job.arxiv_categories?.length).toBeGreaterThan(0);
      expect(job.institutions?.[0]?.record).toBeTruthy();
    }
    const reference = FIXTURE_OPTIONS.referenceDate ?? '';
    expect(jobs.some((job) => (job.deadline_date ?? '') > reference)).toBe(true);
    expect(jobs.some((job) => (job.deadline_date ?? '') < reference)).toBe(true);
    const statuses = new Set(jobs.map((job) => job.status));
    expect([...statuses].every((status) => ['open', 'closed', 'pending'].includes(status))).toBe(true);
    expect(statuses.has('open') && statuses.has('closed')).toBe(true);
  });

  it('data records link to literature records with their DOIs', () => {
    type Data = {
      dois?: { value: string }[];
      literature?: { record?: { $ref: string }; doi?: { value: string } }[];
    };
    const data = all<Data>('data');
    const dois = new Map(literature.map((paper) => [paper.self?.$ref, paper.dois?.[0]?.value]));
    for (const record of data) {
      expect(record.dois?.[0]?.value).toMatch(/^10\.17182\/hepdata\.\d+$/);
      const link = record.literature?.[0];
      expect(link?.record?.$ref).toContain('/api/literature/');
      if (link?.doi) {
        expect(dois.get(link.record?.$ref)).toBe(link.doi.value);
      }
    }
    expect(data.some((record) => record.literature?.[0]?.doi)).toBe(true);
  });
});

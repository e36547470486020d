/** Job announcements: positions at corpus institutions, with deadlines around the reference date. */
import type { JobMetadata } from '@parton/records';
import { RANKS } from '@parton/records';
import type { AuthorTable } from './authors';
import { type CorpusContext, STREAM } from './context';
import { formatDays } from './dates';
import type { ExperimentTable } from './experiments';
import type { InstitutionTable } from './institutions';
import { displayName, drawName, emailLocalPart } from './people';
import { topicFor } from './prose';
import { Random } from './random';
import { escapeHtml } from './text';
import type { GeneratedRecord } from './types';
import { NATIONALITIES } from './vocab/names';
import { CATEGORIES, FIELD_NAMES, JOB_TEMPLATES } from './vocab/physics';
import { countryOf } from './vocab/places';

type Rank = (typeof RANKS)[number];
const EXPERIMENTAL_FIELDS = new Set(['hep-ex', 'nucl-ex', 'physics.ins-det', 'physics.acc-ph']);

export function* jobRecords(
  ctx: CorpusContext,
  authors: AuthorTable,
  institutions: InstitutionTable,
  experiments: ExperimentTable,
): Generator<GeneratedRecord> {
  const random = new Random();
  for (let b = 0; b < ctx.counts.jobs; b++) {
    random.reset(ctx.seed, STREAM.job, b);
    const deadline = ctx.referenceDays + random.between(-540, 180);
    const category = random.int(CATEGORIES.length);
    const categoryInfo = CATEGORIES[category] ?? CATEGORIES[0];
    const field = categoryInfo?.field ?? 'hep-ph';
    const template = random.pick(JOB_TEMPLATES);
    const fieldName = FIELD_NAMES[field] ?? 'Physics';
    const open = deadline >= ctx.referenceDays;
    const status: JobMetadata['status'] = open
      ? random.chance(0.85)
        ? 'open'
        : 'pending'
      : random.chance(0.9)
        ? 'closed'
        : 'open';
    const ranks: Rank[] = [
      (RANKS as readonly string[]).includes(template.rank) ? (template.rank as Rank) : 'OTHER',
    ];
    if (template.rank === 'POSTDOC' && random.chance(0.2)) {
      ranks.push('JUNIOR');
    }
    const metadata: JobMetadata = {
      $schema: ctx.schemaUrl.jobs,
      control_number: ctx.controlNumber('jobs', b),
      self: ctx.ref('jobs', b),
      _collections: ['Jobs'],
      position: template.position.replace('{F}', fieldName),
      status,
      ranks,
      deadline_date: formatDays(deadline),
      arxiv_categories: [
        ...new Set([
          categoryInfo?.name ?? 'hep-ph',
          ...random.sample(categoryInfo?.crossLists ?? [], random.between(0, 2)),
        ]),
      ],
    };
    const hosts: number[] = [];
    if (institutions.count > 0) {
      hosts.push(institutions.weights.draw(random));
      if (random.chance(0.15)) {
        const second = institutions.weights.draw(random);
        if (second !== hosts[0]) {
          hosts.push(second);
        }
      }
    }
    metadata.institutions = hosts.map((host) => ({
      value: institutions.icn(host),
      record: ctx.ref('institutions', host),
    }));
    metadata.regions = [
      ...new Set(hosts.map((host) => countryOf(institutions.entries[host]?.countryCode ?? 'CH').region)),
    ];
    const hostEntry = institutions.entries[hosts[0] ?? -1];
    const domain = hostEntry?.domain ?? 'example.org';
    const topic = topicFor(random, category);
    const duration =
      template.rank === 'PHD'
        ? '3–4 years'
        : template.rank === 'POSTDOC'
          ? 'two years, renewable for a third'
          : 'a permanent position';
    const requirements = [
      template.rank === 'PHD'
        ? 'A master degree in physics or a related field'
        : 'A PhD in physics or a related field',
      `Research experience in ${escapeHtml(topic)}`,
      random.pick([
        'Strong programming skills (C++, Python)',
        'Experience with collider data analysis',
        'Familiarity with effective field theories',
        'Experience in detector construction',
      ]),
      'Excellent communication skills in English',
    ];
    metadata.description =
      `<p>The ${escapeHtml(hostEntry?.name ?? 'institute')} invites applications for a position in ${escapeHtml(fieldName)}. ` +
      `The successful candidate will work on ${escapeHtml(topic)}. The appointment is for ${duration}.</p>` +
      `<p><strong>Requirements</strong></p><ul>${requirements.map((item) => `<li>${item}</li>`).join('')}</ul>` +
      `<p>Applications should include a CV, a publication list and a research statement. ` +
      `Review of applications starts on ${formatDays(deadline)} and continues until the position is filled.</p>`;
    const contactName = drawName(random, random.int(NATIONALITIES.length));
    const contact: NonNullable<JobMetadata['contact_details']>[number] = {
      name: displayName(contactName),
      email: `${emailLocalPart(contactName)}@${domain}`,
    };
    if (authors.count > 0 && random.chance(0.3)) {
      const author = random.int(authors.count);
      contact.name = authors.fullName(author);
      contact.record = ctx.ref('authors', author);
    }
    metadata.contact_details = [contact];
    metadata.reference_letters = random.chance(0.6)
      ? { emails: [`jobs-${template.rank.toLowerCase()}@${domain}`] }
      : { urls: [{ value: `https://jobs.${domain}/apply/${random.between(1000, 99999)}` }] };
    metadata.urls = [{ value: `https://www.${domain}/jobs/${random.between(100, 9999)}` }];
    if (EXPERIMENTAL_FIELDS.has(field) && experiments.count > 0 && random.chance(0.4)) {
      const experiment = random.int(experiments.count);
      const entry = experiments.entries[experiment];
      if (entry) {
        metadata.accelerator_experiments = [
          { legacy_name: entry.legacyName, record: ctx.ref('experiments', experiment) },
        ];
      }
    }
    if (random.chance(0.2)) {
      metadata.external_job_identifier = `${(hostEntry?.acronym ?? 'JOB').replace(/\s+/g, '')}-${random.between(1000, 99999)}`;
    }
    yield { collection: 'jobs', metadata };
  }
}

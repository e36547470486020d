import { PRODUCT_NAME, rankLabel } from '@parton/records';
import type { StoredJob } from './repository';

/**
 * The weekly jobs list as data (for the e-mail and the RSS feed) and as the e-mail's text and HTML. Each job shows
 * what the reference's `weekly/item.html` shows: position (linked), institutions, regions, ranks, deadline, and
 * when it was posted.
 */
export interface DigestJob {
  controlNumber: number;
  position: string;
  institutions: string[];
  regions: string[];
  ranks: string[];
  arxivCategories: string[];
  /** As stored: `2026-12-31`, `2026-12` or `2026`. */
  deadline: string | undefined;
  created: Date;
  url: string;
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/**
 * Still open on `today` (`YYYY-MM-DD`): no deadline, or a deadline not before today. A partial deadline means the
 * end of its month or year (`2026-11` is open all November).
 */
export function deadlineOpen(deadline: string | undefined, today: string): boolean {
  if (!deadline) {
    return true;
  }
  return deadline >= today.slice(0, deadline.length);
}

export function toDigestJob(job: StoredJob, publicUrl: string): DigestJob {
  const metadata = job.metadata;
  const institutions = Array.isArray(metadata.institutions)
    ? metadata.institutions
        .map((institution) => (institution as { value?: unknown }).value)
        .filter((value): value is string => typeof value === 'string')
    : [];
  return {
    controlNumber: job.controlNumber,
    position: typeof metadata.position === 'string' ? metadata.position : `Job ${job.controlNumber}`,
    institutions,
    regions: strings(metadata.regions),
    ranks: strings(metadata.ranks).map((rank) => rankLabel(rank)),
    arxivCategories: strings(metadata.arxiv_categories),
    deadline: typeof metadata.deadline_date === 'string' ? metadata.deadline_date : undefined,
    created: job.created,
    url: `${publicUrl}/jobs/${job.controlNumber}`,
  };
}

/** The jobs the weekly list shows on `now`: the week's open jobs whose deadline has not passed. */
export function selectDigestJobs(jobs: StoredJob[], publicUrl: string, now: Date): DigestJob[] {
  const today = now.toISOString().slice(0, 10);
  return jobs.map((job) => toDigestJob(job, publicUrl)).filter((job) => deadlineOpen(job.deadline, today));
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** `CERN, DESY — Europe`: institutions, then regions. */
export function jobPlace(job: DigestJob): string {
  return [job.institutions.join(', '), job.regions.join(', ')].filter(Boolean).join(' — ');
}

/** The parts after the position: place, ranks, deadline, posting date. */
function jobDetails(job: DigestJob): string[] {
  const details: string[] = [];
  const place = jobPlace(job);
  if (place) {
    details.push(place);
  }
  if (job.ranks.length > 0) {
    details.push(`Ranks: ${job.ranks.join(', ')}`);
  }
  if (job.arxivCategories.length > 0) {
    details.push(`Fields: ${job.arxivCategories.join(', ')}`);
  }
  details.push(`Deadline: ${job.deadline ?? 'none given'}`);
  details.push(`Posted: ${job.created.toISOString().slice(0, 10)}`);
  return details;
}

export interface DigestMail {
  subject: string;
  text: string;
  html: string;
}

export const DIGEST_TITLE = `${PRODUCT_NAME} Jobs — Weekly update on new job listings`;

/** One subscriber's weekly e-mail. */
export function renderDigest(options: {
  jobs: DigestJob[];
  firstName: string;
  publicUrl: string;
  unsubscribeUrl: string;
}): DigestMail {
  const { jobs, firstName, publicUrl, unsubscribeUrl } = options;
  const count = jobs.length === 1 ? '1 new job' : `${jobs.length} new jobs`;
  const textJobs = jobs.map((job) =>
    [job.position, ...jobDetails(job).map((line) => `  ${line}`), `  ${job.url}`].join('\n'),
  );
  const text = [
    `Dear ${firstName},`,
    '',
    `${count} posted in the last week:`,
    '',
    textJobs.join('\n\n'),
    '',
    `All jobs: ${publicUrl}/jobs`,
    '',
    `You receive this e-mail every Monday because you subscribed to the weekly jobs update.`,
    `Unsubscribe: ${unsubscribeUrl}`,
  ].join('\n');
  const htmlJobs = jobs
    .map(
      (job) =>
        `<li><a href="${escapeHtml(job.url)}">${escapeHtml(job.position)}</a><br>` +
        jobDetails(job).map(escapeHtml).join('<br>') +
        '</li>',
    )
    .join('\n');
  const html = [
    '<!doctype html><html><body>',
    `<h1><a href="${escapeHtml(`${publicUrl}/jobs`)}">${escapeHtml(DIGEST_TITLE)}</a></h1>`,
    `<p>Dear ${escapeHtml(firstName)},</p>`,
    `<p>${count} posted in the last week:</p>`,
    `<ul>\n${htmlJobs}\n</ul>`,
    `<p>You receive this e-mail every Monday because you subscribed to the weekly jobs update. ` +
      `<a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></p>`,
    '</body></html>',
  ].join('\n');
  return { subject: `${DIGEST_TITLE}: ${count}`, text, html };
}

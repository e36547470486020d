import { PRODUCT_NAME } from '@parton/records';
import { type DigestJob, jobPlace } from './digest';

/**
 * The weekly jobs list as RSS 2.0: one item per job (the reference's feed holds one item with the e-mail's HTML for
 * its mailing tool; a feed reader is better served by one item per job).
 */

/** XML 1.0 allows tab, newline, carriage return and U+0020 up, without lone surrogates, U+FFFE and U+FFFF. */
function isXmlCharacter(character: string): boolean {
  const code = character.codePointAt(0)!;
  if (code < 0x20) {
    return code === 0x09 || code === 0x0a || code === 0x0d;
  }
  const loneSurrogate = character.length === 1 && code >= 0xd800 && code <= 0xdfff;
  return !loneSurrogate && code !== 0xfffe && code !== 0xffff;
}

/** Text safe inside XML: escaped, and without the characters XML 1.0 cannot carry at all. */
export function xmlText(text: string): string {
  // Array.from walks code points: a surrogate pair arrives whole, a lone surrogate alone.
  return Array.from(text)
    .filter(isXmlCharacter)
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function describe(job: DigestJob): string {
  const parts = [jobPlace(job)];
  if (job.ranks.length > 0) {
    parts.push(`Ranks: ${job.ranks.join(', ')}`);
  }
  parts.push(`Deadline: ${job.deadline ?? 'none given'}`);
  return parts.filter(Boolean).join('. ');
}

export function renderJobsFeed(options: {
  jobs: DigestJob[];
  publicUrl: string;
  feedUrl: string;
  /** The week's Monday: the channel's date. */
  published: Date;
}): string {
  const { jobs, publicUrl, feedUrl, published } = options;
  const items = jobs.map((job) =>
    [
      '    <item>',
      `      <title>${xmlText(job.position)}</title>`,
      `      <link>${xmlText(job.url)}</link>`,
      `      <guid isPermaLink="true">${xmlText(job.url)}</guid>`,
      `      <description>${xmlText(describe(job))}</description>`,
      `      <pubDate>${job.created.toUTCString()}</pubDate>`,
      '    </item>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${PRODUCT_NAME} Weekly HEP Jobs</title>`,
    `    <link>${xmlText(`${publicUrl}/jobs`)}</link>`,
    `    <atom:link href="${xmlText(feedUrl)}" rel="self" type="application/rss+xml"/>`,
    '    <description>Open jobs posted in the last week, as in the weekly jobs e-mail.</description>',
    `    <pubDate>${published.toUTCString()}</pubDate>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

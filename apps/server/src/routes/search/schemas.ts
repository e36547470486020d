import {
  COLLECTION_NAMES,
  EXPORT_LIMIT,
  MAX_API_PAGE_SIZE,
  MAX_RESULT_WINDOW,
  UI_JSON_MIME,
} from '@parton/records';
import { z } from 'zod';

/** What the query-string parser gives for one name: a value, or several when the name is repeated. */
const queryValue = z.union([z.string(), z.array(z.string())]);

/** A query parameter a client may repeat (`doc_type=article&doc_type=review`). */
const repeatable = (description: string) => queryValue.optional().describe(description);

export const formatParameter = z
  .string()
  .optional()
  .describe(
    'Serialisation of the answer; wins over the Accept header. `json` (default; `json-expanded` is answered as ' +
      '`json`) for every collection; for literature also `bibtex` (`application/x-bibtex`), `latex-eu` ' +
      '(`application/vnd+inspire.latex.eu+x-latex`), `latex-us` (`application/vnd+inspire.latex.us+x-latex`) ' +
      `and \`cv\` (\`text/vnd+inspire.html+html\`). The UI JSON (\`${UI_JSON_MIME}\`) is chosen with the Accept ` +
      'header only. Citation formats come as a download (Content-Disposition attachment).',
  );

export const fieldsParameter = z
  .string()
  .optional()
  .describe(
    'Comma-separated metadata paths to keep, e.g. `titles,authors.full_name,authors.affiliations.record`. ' +
      'Arrays are kept whole (every element, each reduced to the listed sub-paths). JSON only; ignored by the ' +
      'other formats. Repeated in links.self, next, prev and json.',
  );

export const collectionParameter = z
  .string()
  .describe(`The collection: one of ${COLLECTION_NAMES.map((name) => `\`${name}\``).join(', ')}.`);

const queryParameter = z
  .string()
  .optional()
  .describe(
    'The search. Literature: the INSPIRE/SPIRES language (`a E.Witten.1`, `t boson and date 2020->2023`, ' +
      '`refersto:recid:1322719`, `topcite 1000+`, `j Phys.Rev.D`, `eprint 1207.7214`, dotted paths such as ' +
      '`dois.value:*`). Other collections: free words (all required), `"phrases"`, `*` wildcards, ' +
      '`field.path:value` and AND/OR/NOT. Empty: everything. A malformed query answers 400 ' +
      '`{"status":400,"message":"The syntax of the search query is invalid."}`.',
  );

const sortParameter = z
  .string()
  .optional()
  .describe(
    'Order of the hits. literature: `mostrecent` (earliest date, newest first), `mostcited`, `bestmatch`; ' +
      'jobs: `mostrecent`, `deadline`; conferences and seminars: `dateasc`, `datedesc` (start date); others: ' +
      '`mostrecent`, `bestmatch`. Default: `bestmatch` with a query and `mostrecent` without; conferences and ' +
      'seminars `dateasc`. Ties are broken by control number, so pages are stable. The response lists the ' +
      'options of the collection in `sort_options`.',
  );

const sizeParameter = z
  .string()
  .optional()
  .describe(
    `Hits per page, 1 to ${MAX_API_PAGE_SIZE} (default 10; the web app asks for 25). Above ${MAX_API_PAGE_SIZE}: ` +
      `400 \`{"status":400,"message":"Maximum search page size of \\\`${MAX_API_PAGE_SIZE}\\\` results exceeded."}\`.`,
  );

const pageParameter = z
  .string()
  .optional()
  .describe(
    `Page number from 1. page × size may not pass ${MAX_RESULT_WINDOW}: 400 ` +
      `\`{"status":400,"message":"Maximum number of ${MAX_RESULT_WINDOW} results have been reached."}\`, and ` +
      '`links.next` is left out at that edge. Harvest further with `cursor=1`.',
  );

const cursorParameter = z
  .string()
  .optional()
  .describe(
    '`cursor=1` asks for cursor paging (harvesters): `links.next` then carries `search_after=<cursor>` instead ' +
      'of a page number, and following it is not limited by the 10,000-result window. Needs a fixed sort ' +
      '(`sort=mostrecent`, `mostcited`, `dateasc`, `datedesc`, `deadline`), not `bestmatch`.',
  );

const searchAfterParameter = z
  .string()
  .optional()
  .describe(
    'An opaque cursor from `links.next` of a cursor page: the page starts right after the last hit of the ' +
      'previous one, in the same sort (which must be repeated). Follow `links.next` until it is absent. A ' +
      'malformed cursor, or one of another sort, answers 400.',
  );

/**
 * Query parameters of `GET /api/{collection}`. Any other name is kept (as the query-string parser gives it): the
 * search reads the facet filters of the collection by name and leaves the rest alone.
 */
export const searchQuerySchema = z
  .object({
    q: queryParameter,
    sort: sortParameter,
    size: sizeParameter,
    page: pageParameter,
    fields: fieldsParameter,
    format: formatParameter,
    cursor: cursorParameter,
    search_after: searchAfterParameter,
    author: repeatable('Literature facet filter: author facet key (`<recid>_<name>` or `NOREC_<name>`).'),
    author_count: repeatable('Literature: `Single author` or `10 authors or less`.'),
    doc_type: repeatable('Literature: document type (`article`, `published`, `thesis`, …).'),
    earliest_date: repeatable('Literature: years `2018--2019` (either side may be empty) or one year.'),
    citation_count: repeatable('Literature: citation range `50--99`, `500--`.'),
    citation_count_without_self_citations: repeatable('Literature: citation range without self-citations.'),
    collaboration: repeatable('Literature: collaboration name.'),
    refereed: repeatable('Literature: `true` or `false`.'),
    citeable: repeatable('Literature: `true` or `false`.'),
    collection: repeatable('Literature: record collection (`Literature`, …).'),
    subject: repeatable('Literature, conferences, seminars: INSPIRE subject (`Theory-HEP`, `Unknown`).'),
    arxiv_categories: repeatable('Literature: arXiv category (`hep-th`).'),
    rpp: repeatable('Literature: `Exclude Review of Particle Physics`.'),
    field_of_interest: repeatable('Jobs: arXiv category of the position.'),
    rank: repeatable('Jobs: rank (`POSTDOC`, `SENIOR`, …).'),
    region: repeatable('Jobs: region (`Europe`, `North America`, …).'),
    status: repeatable('Jobs: `open` (default), `closed`, `pending`, or `all`.'),
    series: repeatable('Conferences and seminars: series name.'),
    start_date: repeatable(
      'Conferences and seminars: `upcoming` (default), `all`, or a range `YYYY-MM-DD--YYYY-MM-DD`.',
    ),
    contains: repeatable('Conferences: those overlapping `YYYY-MM-DD--YYYY-MM-DD`.'),
    accessibility: repeatable('Seminars: `Online`, `Has material`, `Has captions`.'),
    classification: repeatable('Experiments: classification path (`Collider Experiments|Hadrons`).'),
  })
  .catchall(queryValue);

export const facetsQuerySchema = searchQuerySchema.extend({
  facet_name: z
    .string()
    .optional()
    .describe(
      'Literature only: `citation-summary` (citation metrics of the citeable papers found; the citeable, ' +
        'refereed and citation-count filters are ignored) or `citations-by-year` (citations per year of the ' +
        'papers found, `{"2019": 3, …}`). Otherwise the collection\'s facets.',
    ),
  'exclude-self-citations': z
    .string()
    .optional()
    .describe('With `citation-summary`: count citations without self-citations (present = on).'),
});

export const SEARCH_DESCRIPTION = [
  'Searches one collection and answers `{"hits":{"hits":[<record envelope>…],"total":N},"links":{…},',
  '"sort_options":[{"value","display"}]}`. Each hit is the record envelope of `GET /api/{collection}/{id}`;',
  'literature hits add `citation_count`, `citation_count_without_self_citations`, `earliest_date` and',
  '`author_count` to the metadata. `links` has `self`, `next`/`prev` when they exist, and one link per format',
  '(`self` + `&format=…`).',
  '',
  '`hits.total` is exact up to 10,000 hits; above, it is an estimate (two significant digits) or a lower bound, and',
  "`hits.total_relation` says which: `eq`, `estimate` or `gte` (as Elasticsearch's `hits.total.relation`).",
  '',
  'Defaults: page 1, size 10; jobs show open positions (`status=open`); conferences and seminars show upcoming',
  'events (`start_date=upcoming`) sorted by date ascending.',
  '',
  'Formats: the Accept header or `format=` (which wins) chooses JSON, UI JSON',
  `(\`${UI_JSON_MIME}\`: at most 10 authors, \`number_of_authors\`, \`date\` like "Jan 1, 2001", no references),`,
  'BibTeX, LaTeX EU/US or CV HTML. Citation formats of a search join the entries as the reference does and',
  `answer 400 \`Only up to ${EXPORT_LIMIT} results can be exported.\` when the search finds more.`,
  '',
  `Harvesting past ${MAX_RESULT_WINDOW} results: request \`sort=mostrecent&size=1000&cursor=1\`, then follow`,
  '`links.next` (`…&search_after=<cursor>`) until it is absent.',
  '',
  'Errors are JSON `{"status":…,"message":…}`: 400 for a malformed query, size or page, 404 for an unknown',
  'collection, 429 (with Retry-After) above the rate limit.',
].join('\n');

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Local stand-ins for the import's two sources, on 127.0.0.1 (tests and the browser journeys' server, e2e/serve.ts):
 * arXiv's OAI-PMH endpoint (GetRecord in the `arXiv` format; ListRecords always `noRecordsMatch`, so a server
 * that also harvests from it finds nothing) and CrossRef's `/works/<doi>`. The fixtures are written in the real
 * formats.
 */

/** An e-print with a DOI the CrossRef mock knows: the import merges both (arXiv wins on conflicts). */
export const ARXIV_WITH_DOI = '2611.04567';
export const ARXIV_WITH_DOI_DOI = '10.1103/PhysRevD.114.012345';
/** A hep-th e-print without DOI, the one the browser journey submits (with references pasted into the form). */
export const ARXIV_FOR_JOURNEY = '2611.05678';
export const ARXIV_FOR_JOURNEY_TITLE =
  'Celestial amplitudes and the soft graviton theorem in four dimensions';
/** An old-style e-print whose first author is a collaboration. */
export const ARXIV_OLD_STYLE = 'hep-ex/0112987';
/** arXiv answers this one with a truncated document. */
export const ARXIV_MALFORMED = '2611.09999';
/** A DOI only CrossRef knows: a book chapter. */
export const CROSSREF_BOOK_CHAPTER_DOI = '10.1007/978-3-030-12345-6_7';
/** CrossRef answers these with broken JSON and with HTTP 500. */
export const CROSSREF_MALFORMED_DOI = '10.5555/broken-json';
export const CROSSREF_FAILING_DOI = '10.5555/server-error';

interface ArxivFixture {
  id: string;
  created: string;
  authors: { keyname: string; forenames?: string; affiliations?: string[] }[];
  title: string;
  categories: string;
  comments?: string;
  reportNo?: string;
  journalRef?: string;
  doi?: string;
  abstract: string;
}

const ARXIV_FIXTURES: ArxivFixture[] = [
  {
    id: ARXIV_WITH_DOI,
    created: '2026-11-10',
    authors: [
      { keyname: 'Nakamura', forenames: 'Haruki', affiliations: ['KEK, Tsukuba'] },
      { keyname: 'Okafor', forenames: 'Chinedu J.' },
    ],
    title: 'Precision constraints on light dark photons\n  from rare kaon decays',
    categories: 'hep-ph hep-ex',
    comments: '18 pages, 6 figures',
    reportNo: 'KEK-TH-2601; YITP-26-77',
    doi: ARXIV_WITH_DOI_DOI,
    abstract: '  We derive constraints on dark photons with masses below 300 MeV from rare kaon decays.\n',
  },
  {
    id: ARXIV_FOR_JOURNEY,
    created: '2026-11-12',
    authors: [
      {
        keyname: 'Beaulieu',
        forenames: 'Am&#233;lie',
        affiliations: ['LPTHE, Sorbonne Universit&#233;, Paris'],
      },
      { keyname: 'van der Berg', forenames: 'Pieter' },
    ],
    title: ARXIV_FOR_JOURNEY_TITLE,
    categories: 'hep-th gr-qc',
    comments: '31 pages',
    abstract: 'We relate the soft graviton theorem to the symmetries of celestial amplitudes.',
  },
  {
    id: ARXIV_OLD_STYLE,
    created: '2001-12-15',
    authors: [{ keyname: 'The DELPHI Collaboration' }, { keyname: 'Abreu', forenames: 'P.' }],
    title: 'Search for the Standard Model Higgs boson at LEP in the year 2000',
    categories: 'hep-ex',
    comments: 'Contribution to the proceedings of the XXXVIth Rencontres de Moriond',
    journalRef: 'Phys. Lett. B 499 (2001) 23',
    abstract: 'A search for the Standard Model Higgs boson is reported.',
  },
];

const escapeXml = (text: string) => text.replace(/&(?!#\d+;)/g, '&amp;').replace(/</g, '&lt;');

function arxivRecordXml(fixture: ArxivFixture): string {
  const authors = fixture.authors
    .map(
      (author) =>
        `<author><keyname>${escapeXml(author.keyname)}</keyname>` +
        (author.forenames ? `<forenames>${escapeXml(author.forenames)}</forenames>` : '') +
        (author.affiliations ?? [])
          .map((affiliation) => `<affiliation>${escapeXml(affiliation)}</affiliation>`)
          .join('') +
        '</author>',
    )
    .join('');
  const optional = (tag: string, value: string | undefined) =>
    value === undefined ? '' : `<${tag}>${escapeXml(value)}</${tag}>`;
  return `<record>
<header>
 <identifier>oai:arXiv.org:${fixture.id}</identifier>
 <datestamp>${fixture.created}</datestamp>
 <setSpec>physics:${fixture.categories.split(' ')[0]}</setSpec>
</header>
<metadata>
 <arXiv xmlns="http://arxiv.org/OAI/arXiv/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://arxiv.org/OAI/arXiv/ http://arxiv.org/OAI/arXiv.xsd">
 <id>${fixture.id}</id><created>${fixture.created}</created><authors>${authors}</authors><title>${escapeXml(fixture.title)}</title><categories>${fixture.categories}</categories>${optional('comments', fixture.comments)}${optional('report-no', fixture.reportNo)}${optional('journal-ref', fixture.journalRef)}${optional('doi', fixture.doi)}<license>http://arxiv.org/licenses/nonexclusive-distrib/1.0/</license><abstract>${escapeXml(fixture.abstract)}</abstract></arXiv>
</metadata>
</record>`;
}

function oaiDocument(request: string, body: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.openarchives.org/OAI/2.0/ http://www.openarchives.org/OAI/2.0/OAI-PMH.xsd">
<responseDate>2026-11-27T10:00:00Z</responseDate>
${request}
${body}
</OAI-PMH>
`;
}

/** The arXiv endpoint's answer to one request (exported for tests of the parser). */
export function arxivAnswer(url: URL): { status: number; body: string } {
  const verb = url.searchParams.get('verb');
  if (verb === 'ListRecords') {
    return {
      status: 200,
      body: oaiDocument(
        '<request verb="ListRecords">http://export.arxiv.org/oai2</request>',
        '<error code="noRecordsMatch">The combination of the values of the from, until, set and metadataPrefix arguments results in an empty list.</error>',
      ),
    };
  }
  const identifier = url.searchParams.get('identifier') ?? '';
  if (verb !== 'GetRecord' || url.searchParams.get('metadataPrefix') !== 'arXiv') {
    return {
      status: 200,
      body: oaiDocument(
        '<request>http://export.arxiv.org/oai2</request>',
        '<error code="badArgument">Illegal arguments</error>',
      ),
    };
  }
  const request = `<request verb="GetRecord" identifier="${escapeXml(identifier)}" metadataPrefix="arXiv">http://export.arxiv.org/oai2</request>`;
  const id = identifier.replace(/^oai:arXiv\.org:/, '');
  if (id === ARXIV_MALFORMED) {
    return {
      status: 200,
      body: `<?xml version="1.0" encoding="UTF-8"?>\n<OAI-PMH>${request}<GetRecord><record><header><identifier>oai:arX`,
    };
  }
  const fixture = ARXIV_FIXTURES.find((candidate) => candidate.id === id);
  if (!fixture) {
    return {
      status: 200,
      body: oaiDocument(
        request,
        `<error code="idDoesNotExist">${escapeXml(identifier)} has an invalid identifier</error>`,
      ),
    };
  }
  return { status: 200, body: oaiDocument(request, `<GetRecord>\n${arxivRecordXml(fixture)}\n</GetRecord>`) };
}

/** CrossRef's `message` for the DOIs it knows (lower-case keys: CrossRef compares DOIs without case). */
const CROSSREF_WORKS: Record<string, Record<string, unknown>> = {
  [ARXIV_WITH_DOI_DOI.toLowerCase()]: {
    DOI: ARXIV_WITH_DOI_DOI,
    type: 'journal-article',
    title: ['Precision constraints on light dark photons from rare kaon decays (published version)'],
    author: [
      {
        given: 'Haruki',
        family: 'Nakamura',
        affiliation: [{ name: 'High Energy Accelerator Research Organization (KEK)' }],
      },
      { given: 'Chinedu J.', family: 'Okafor', affiliation: [] },
    ],
    'container-title': ['Physical Review D'],
    'short-container-title': ['Phys. Rev. D'],
    volume: '114',
    issue: '1',
    'article-number': '012345',
    'published-print': { 'date-parts': [[2026, 7, 1]] },
    issued: { 'date-parts': [[2026, 6, 20]] },
    publisher: 'American Physical Society (APS)',
    language: 'en',
  },
  [CROSSREF_BOOK_CHAPTER_DOI.toLowerCase()]: {
    DOI: CROSSREF_BOOK_CHAPTER_DOI,
    type: 'book-chapter',
    title: ['Neutrino <i>Oscillations</i> in Matter'],
    author: [{ given: 'Ingrid', family: 'Lindqvist' }, { name: 'The IceCube Collaboration' }],
    'container-title': ['Lecture Notes in Physics', 'Neutrino Physics Today'],
    page: '145-189',
    issued: { 'date-parts': [[2019]] },
    publisher: 'Springer International Publishing',
    abstract: '<jats:p>We review neutrino oscillations in matter.</jats:p>',
  },
};

export function crossrefAnswer(url: URL): { status: number; body: string } {
  const match = /^\/works\/(.+)$/.exec(url.pathname);
  if (!match) {
    return { status: 404, body: 'Resource not found.' };
  }
  const doi = decodeURIComponent(match[1]!).toLowerCase();
  if (doi === CROSSREF_MALFORMED_DOI) {
    return { status: 200, body: '{"status":"ok","message":{"DOI":' };
  }
  if (doi === CROSSREF_FAILING_DOI) {
    return { status: 500, body: 'Internal Server Error' };
  }
  const work = CROSSREF_WORKS[doi];
  if (!work) {
    // CrossRef's real 404 is plain text.
    return { status: 404, body: 'Resource not found.' };
  }
  return {
    status: 200,
    body: JSON.stringify({ status: 'ok', 'message-type': 'work', 'message-version': '1.0.0', message: work }),
  };
}

export interface ImportSourceMock {
  /** The base URL: ARXIV_OAI_URL (`…/oai2`) or CROSSREF_URL. */
  url: string;
  /** Every request received (URL with its query), in order. */
  requests: URL[];
  close(): Promise<void>;
}

async function startMock(
  path: string,
  answer: (url: URL) => { status: number; body: string },
  contentType: string,
): Promise<ImportSourceMock> {
  const requests: URL[] = [];
  const server = createServer((incoming: IncomingMessage, response: ServerResponse) => {
    const url = new URL(incoming.url ?? '/', 'http://mock.test');
    requests.push(url);
    const { status, body } = answer(url);
    response.writeHead(status, { 'content-type': status === 200 ? contentType : 'text/plain' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export function startArxivImportMock(): Promise<ImportSourceMock> {
  return startMock('/oai2', arxivAnswer, 'text/xml; charset=utf-8');
}

export function startCrossrefMock(): Promise<ImportSourceMock> {
  return startMock('', (url) => crossrefAnswer(url), 'application/json; charset=utf-8');
}

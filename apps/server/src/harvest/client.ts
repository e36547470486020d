import { XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * An OAI-PMH client for arXiv's `arXiv` metadata format: ListRecords pages (first page by set and window, then by
 * resumption token), `noRecordsMatch` read as an empty page, deleted records flagged, 503/429 answered with
 * Retry-After waited out, malformed answers refused with a clear error. No SQL, no records: see mapper.ts.
 */

/** One author as arXiv's `arXiv` format gives it: surname and forenames already split, affiliations as typed. */
export interface ArxivAuthor {
  keyname: string;
  forenames?: string;
  suffix?: string;
  affiliations: string[];
}

/** The `<arXiv>` metadata of one e-print (http://arxiv.org/OAI/arXiv/), whitespace of wrapped lines collapsed. */
export interface ArxivMetadata {
  /** `2401.01234` or `hep-th/9901001`, without version. */
  id: string;
  /** YYYY-MM-DD of the first version. */
  created?: string;
  /** YYYY-MM-DD of the latest version, when there is more than one. */
  updated?: string;
  authors: ArxivAuthor[];
  title?: string;
  /** Space-separated in the XML; the first is the primary category. */
  categories: string[];
  comments?: string;
  reportNo?: string;
  journalRef?: string;
  dois: string[];
  license?: string;
  abstract?: string;
}

export interface OaiRecord {
  /** `oai:arXiv.org:2401.01234` */
  identifier: string;
  datestamp: string;
  setSpecs: string[];
  /** `<header status="deleted">`: the repository withdrew the record; there is no metadata. */
  deleted: boolean;
  /** Absent for deleted records and for records whose metadata is not in the `arXiv` format. */
  arxiv?: ArxivMetadata;
}

export interface OaiPage {
  records: OaiRecord[];
  /** Absent (or empty in the XML) on the last page of a list. */
  resumptionToken?: string;
  completeListSize?: number;
  cursor?: number;
}

export type ListRecordsRequest =
  | { metadataPrefix: string; set?: string; from?: string; until?: string }
  | { resumptionToken: string };

/** An OAI-PMH `<error code="…">` other than noRecordsMatch (badResumptionToken, badArgument, noSetHierarchy …). */
export class OaiProtocolError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly url: string,
  ) {
    super(`OAI-PMH error ${code} from ${url}: ${message}`);
    this.name = 'OaiProtocolError';
  }
}

/** The answer is not a well-formed OAI-PMH document (truncated, HTML error page, broken XML). */
export class OaiMalformedResponseError extends Error {
  constructor(
    readonly url: string,
    detail: string,
  ) {
    super(`Malformed OAI-PMH response from ${url}: ${detail}`);
    this.name = 'OaiMalformedResponseError';
  }
}

/** An HTTP status other than 200 (after the 503/429 retries were used up). */
export class OaiHttpError extends Error {
  constructor(
    readonly status: number,
    readonly url: string,
    detail = '',
  ) {
    super(`OAI-PMH endpoint answered HTTP ${status} for ${url}${detail ? `: ${detail}` : ''}`);
    this.name = 'OaiHttpError';
  }
}

export interface OaiClientOptions {
  /** The endpoint, e.g. `https://export.arxiv.org/oai2`. */
  baseUrl: string;
  userAgent?: string;
  /** Least time between two requests (arXiv asks harvesters to pace themselves); default 3 s. */
  requestIntervalMs?: number;
  /** How often a 503 or 429 is waited out before giving up; default 5. */
  maxRetries?: number;
  /** The longest single wait, whatever Retry-After asks; default 2 minutes. */
  maxRetryAfterMs?: number;
  /** The wait when a 503/429 carries no usable Retry-After; default 30 s (capped by maxRetryAfterMs). */
  defaultRetryAfterMs?: number;
  /** Per request; default 2 minutes. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  /** Called before each wait on a 503/429 (logging, tests). */
  onRetry?: (info: { status: number; waitMs: number; attempt: number; url: string }) => void;
}

const ARRAY_PATHS = new Set([
  'OAI-PMH.error',
  'OAI-PMH.ListRecords.record',
  'OAI-PMH.ListRecords.record.header.setSpec',
  'OAI-PMH.ListRecords.record.metadata.arXiv.authors.author',
  'OAI-PMH.ListRecords.record.metadata.arXiv.authors.author.affiliation',
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // `<arXiv xmlns="http://arxiv.org/OAI/arXiv/">` and any prefixed form read the same.
  removeNSPrefix: true,
  // Identifiers such as 0801.3931 must stay strings.
  parseTagValue: false,
  parseAttributeValue: false,
  // Decodes numeric character references (&#233;) as well as the five XML entities, once.
  htmlEntities: true,
  isArray: (_name, jpath) => ARRAY_PATHS.has(String(jpath)),
});

type XmlNode = Record<string, unknown>;

function textOf(node: unknown): string | undefined {
  if (typeof node === 'string') {
    return node;
  }
  if (typeof node === 'number') {
    return String(node);
  }
  if (node && typeof node === 'object' && '#text' in node) {
    return textOf((node as XmlNode)['#text']);
  }
  return undefined;
}

/** Text with the line wrapping of the XML undone; undefined when empty. */
function cleanText(node: unknown): string | undefined {
  const text = textOf(node)?.replace(/\s+/g, ' ').trim();
  return text ? text : undefined;
}

function asObject(node: unknown): XmlNode | undefined {
  return node && typeof node === 'object' && !Array.isArray(node) ? (node as XmlNode) : undefined;
}

function asList(node: unknown): unknown[] {
  if (node === undefined || node === null) {
    return [];
  }
  return Array.isArray(node) ? node : [node];
}

function parseAuthors(node: unknown): ArxivAuthor[] {
  const authors: ArxivAuthor[] = [];
  for (const item of asList(asObject(node)?.author)) {
    const author = asObject(item);
    const keyname = cleanText(author?.keyname);
    if (!author || !keyname) {
      continue;
    }
    const forenames = cleanText(author.forenames);
    const suffix = cleanText(author.suffix);
    authors.push({
      keyname,
      ...(forenames ? { forenames } : {}),
      ...(suffix ? { suffix } : {}),
      affiliations: asList(author.affiliation).flatMap((affiliation) => cleanText(affiliation) ?? []),
    });
  }
  return authors;
}

/** The `<arXiv>` element of a record's metadata; undefined when the record carries another format. */
export function parseArxivMetadata(node: unknown): ArxivMetadata | undefined {
  const arxiv = asObject(asObject(node)?.arXiv);
  const id = cleanText(arxiv?.id);
  if (!arxiv || !id) {
    return undefined;
  }
  const metadata: ArxivMetadata = {
    id,
    authors: parseAuthors(arxiv.authors),
    categories: (cleanText(arxiv.categories) ?? '').split(' ').filter(Boolean),
    dois: (cleanText(arxiv.doi) ?? '').split(/[\s,;]+/).filter(Boolean),
  };
  const optionalFields = {
    created: cleanText(arxiv.created),
    updated: cleanText(arxiv.updated),
    title: cleanText(arxiv.title),
    comments: cleanText(arxiv.comments),
    reportNo: cleanText(arxiv['report-no']),
    journalRef: cleanText(arxiv['journal-ref']),
    license: cleanText(arxiv.license),
    abstract: cleanText(arxiv.abstract),
  };
  for (const [key, value] of Object.entries(optionalFields) as [
    keyof typeof optionalFields,
    string | undefined,
  ][]) {
    if (value !== undefined) {
      metadata[key] = value;
    }
  }
  return metadata;
}

function parseRecord(node: unknown): OaiRecord | undefined {
  const record = asObject(node);
  const header = asObject(record?.header);
  const identifier = cleanText(header?.identifier);
  if (!record || !header || !identifier) {
    return undefined;
  }
  const deleted = header['@_status'] === 'deleted';
  const arxiv = deleted ? undefined : parseArxivMetadata(record.metadata);
  return {
    identifier,
    datestamp: cleanText(header.datestamp) ?? '',
    setSpecs: asList(header.setSpec).flatMap((spec) => cleanText(spec) ?? []),
    deleted,
    ...(arxiv ? { arxiv } : {}),
  };
}

function optionalNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(number) ? number : undefined;
}

/**
 * Reads one ListRecords answer. `noRecordsMatch` is an empty last page; any other OAI-PMH error throws
 * OaiProtocolError; a document that is not well-formed OAI-PMH throws OaiMalformedResponseError.
 */
export function parseListRecords(xml: string, url: string): OaiPage {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    throw new OaiMalformedResponseError(
      url,
      `${valid.err.msg} (line ${valid.err.line}, column ${valid.err.col})`,
    );
  }
  const document = asObject(parser.parse(xml));
  const root = asObject(document?.['OAI-PMH']);
  if (!root) {
    throw new OaiMalformedResponseError(url, 'no <OAI-PMH> root element');
  }
  const errors = asList(root.error).map((error) => ({
    code: String(asObject(error)?.['@_code'] ?? 'unknown'),
    message: cleanText(error) ?? '',
  }));
  if (errors.length > 0) {
    if (errors.every((error) => error.code === 'noRecordsMatch')) {
      return { records: [] };
    }
    const error = errors.find((candidate) => candidate.code !== 'noRecordsMatch')!;
    throw new OaiProtocolError(error.code, error.message, url);
  }
  const list = root.ListRecords;
  if (list === undefined) {
    throw new OaiMalformedResponseError(url, 'neither <ListRecords> nor <error> in the answer');
  }
  const body = asObject(list) ?? {};
  const records: OaiRecord[] = [];
  for (const item of asList(body.record)) {
    const record = parseRecord(item);
    if (!record) {
      throw new OaiMalformedResponseError(url, 'a <record> without <header><identifier>');
    }
    records.push(record);
  }
  const tokenNode = body.resumptionToken;
  const token = cleanText(tokenNode);
  const tokenAttributes = asObject(tokenNode);
  const completeListSize = optionalNumber(tokenAttributes?.['@_completeListSize']);
  const cursor = optionalNumber(tokenAttributes?.['@_cursor']);
  return {
    records,
    ...(token ? { resumptionToken: token } : {}),
    ...(completeListSize !== undefined ? { completeListSize } : {}),
    ...(cursor !== undefined ? { cursor } : {}),
  };
}

/** Retry-After as seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) {
    return undefined;
  }
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) {
    return Number(trimmed) * 1000;
  }
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class OaiClient {
  private lastRequestAt = 0;
  private readonly options: Required<Omit<OaiClientOptions, 'onRetry' | 'userAgent'>> &
    Pick<OaiClientOptions, 'onRetry' | 'userAgent'>;

  constructor(options: OaiClientOptions) {
    this.options = {
      requestIntervalMs: 3000,
      maxRetries: 5,
      maxRetryAfterMs: 120_000,
      defaultRetryAfterMs: 30_000,
      timeoutMs: 120_000,
      fetch: globalThis.fetch,
      sleep: defaultSleep,
      ...options,
      baseUrl: options.baseUrl.replace(/\/+$/, ''),
    };
  }

  /** The URL of one ListRecords request (a resumption token goes alone, as OAI-PMH requires). */
  listRecordsUrl(request: ListRecordsRequest): string {
    const params = new URLSearchParams({ verb: 'ListRecords' });
    if ('resumptionToken' in request) {
      params.set('resumptionToken', request.resumptionToken);
    } else {
      params.set('metadataPrefix', request.metadataPrefix);
      for (const key of ['set', 'from', 'until'] as const) {
        const value = request[key];
        if (value) {
          params.set(key, value);
        }
      }
    }
    return `${this.options.baseUrl}?${params.toString()}`;
  }

  async listRecords(request: ListRecordsRequest): Promise<OaiPage> {
    const url = this.listRecordsUrl(request);
    return parseListRecords(await this.fetchText(url), url);
  }

  /** GETs a URL, pacing requests and waiting out 503/429 (Retry-After) up to maxRetries times. */
  private async fetchText(url: string): Promise<string> {
    for (let attempt = 1; ; attempt += 1) {
      await this.pace();
      const response = await this.options.fetch(url, {
        headers: {
          accept: 'text/xml, application/xml',
          ...(this.options.userAgent ? { 'user-agent': this.options.userAgent } : {}),
        },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      if (response.status === 503 || response.status === 429) {
        // OAI-PMH servers (arXiv's among them) use 503 + Retry-After for flow control: wait and ask again.
        await response.body?.cancel();
        if (attempt > this.options.maxRetries) {
          throw new OaiHttpError(
            response.status,
            url,
            `still refused after ${this.options.maxRetries} retries`,
          );
        }
        const asked = retryAfterMs(response.headers.get('retry-after')) ?? this.options.defaultRetryAfterMs;
        const waitMs = Math.min(asked, this.options.maxRetryAfterMs);
        this.options.onRetry?.({ status: response.status, waitMs, attempt, url });
        await this.options.sleep(waitMs);
        continue;
      }
      const text = await response.text();
      if (!response.ok) {
        throw new OaiHttpError(response.status, url, text.slice(0, 200).replace(/\s+/g, ' ').trim());
      }
      return text;
    }
  }

  private async pace(): Promise<void> {
    const wait = this.lastRequestAt + this.options.requestIntervalMs - Date.now();
    if (wait > 0) {
      await this.options.sleep(wait);
    }
    this.lastRequestAt = Date.now();
  }
}

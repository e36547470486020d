import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { type ArxivMetadata, parseArxivMetadata } from '../harvest/client';
import { invalidFormat, notFound, sourceFailed } from './errors';

/**
 * One e-print from arXiv's OAI-PMH endpoint: `GetRecord` with `metadataPrefix=arXiv` (the format harvesting reads,
 * parsed by the harvester's own `parseArxivMetadata`). `idDoesNotExist` → 404; an unreadable answer → 500; no
 * answer or an HTTP error → 502.
 */

export const ARXIV_SOURCE_NAME = 'arXiv';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  // Identifiers such as 0801.3931 must stay strings.
  parseTagValue: false,
  parseAttributeValue: false,
  htmlEntities: true,
  isArray: (_name, jpath) => String(jpath) === 'OAI-PMH.error',
});

type XmlNode = Record<string, unknown>;

function asObject(node: unknown): XmlNode | undefined {
  return node && typeof node === 'object' && !Array.isArray(node) ? (node as XmlNode) : undefined;
}

/** `<OAI-PMH><GetRecord><record><metadata><arXiv>…` → the e-print; throws an ImportFailure otherwise. */
export function parseGetRecord(xml: string, id: string): ArxivMetadata {
  if (XMLValidator.validate(xml) !== true) {
    throw invalidFormat();
  }
  const root = asObject(asObject(parser.parse(xml))?.['OAI-PMH']);
  if (!root) {
    throw invalidFormat();
  }
  const errors = Array.isArray(root.error) ? root.error : [];
  if (errors.some((error) => asObject(error)?.['@_code'] === 'idDoesNotExist')) {
    throw notFound(id);
  }
  const record = asObject(asObject(root.GetRecord)?.record);
  const metadata = parseArxivMetadata(record?.metadata);
  if (errors.length > 0 || !metadata) {
    throw invalidFormat();
  }
  return metadata;
}

export function getRecordUrl(oaiUrl: string, id: string): string {
  const params = new URLSearchParams({
    verb: 'GetRecord',
    identifier: `oai:arXiv.org:${id}`,
    metadataPrefix: 'arXiv',
  });
  return `${oaiUrl}?${params.toString()}`;
}

export async function fetchArxivRecord(
  oaiUrl: string,
  id: string,
  timeoutMs: number,
): Promise<ArxivMetadata> {
  let response: Response;
  let body: string;
  try {
    response = await fetch(getRecordUrl(oaiUrl, id), {
      headers: { accept: 'text/xml, application/xml' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    body = await response.text();
  } catch {
    throw sourceFailed(ARXIV_SOURCE_NAME);
  }
  // OAI-PMH answers "no such record" inside a 200; some servers send the same document with an error status.
  if (!response.ok && !body.includes('idDoesNotExist')) {
    throw sourceFailed(ARXIV_SOURCE_NAME);
  }
  return parseGetRecord(body, id);
}

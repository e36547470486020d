import { CITE_FORMATS, type CiteFormat, type CollectionName, UI_JSON_MIME } from '@parton/records';
import { ApiError } from '../http/errors';

/** How a record or a search is written: the JSON envelope, the UI JSON of the web app, or a citation format. */
export type ResponseFormat = 'json' | 'ui' | CiteFormat;

/** `format=` values, as the reference names them (`json-expanded` is answered as plain JSON). */
const FORMAT_ALIASES: Record<string, ResponseFormat> = {
  json: 'json',
  'json-expanded': 'json',
  bibtex: 'bibtex',
  'latex-eu': 'latex-eu',
  'latex-us': 'latex-us',
  cv: 'cv',
};

const MEDIA_TYPES: Record<string, ResponseFormat> = {
  'application/json': 'json',
  'application/vnd+inspire.record.expanded+json': 'json',
  [UI_JSON_MIME]: 'ui',
  [CITE_FORMATS.bibtex.mime]: 'bibtex',
  [CITE_FORMATS['latex-eu'].mime]: 'latex-eu',
  [CITE_FORMATS['latex-us'].mime]: 'latex-us',
  [CITE_FORMATS.cv.mime]: 'cv',
  '*/*': 'json',
  'application/*': 'json',
};

export const FORMAT_NAMES = Object.keys(FORMAT_ALIASES);

export function isCiteFormat(format: ResponseFormat): format is CiteFormat {
  return format in CITE_FORMATS;
}

/** Citation formats exist for literature only; every collection has JSON and UI JSON. */
function available(format: ResponseFormat, collection: CollectionName): boolean {
  return collection === 'literature' || !isCiteFormat(format);
}

/** Media types of an Accept header, most preferred first (q-values honoured, order kept among equals). */
function acceptedMediaTypes(accept: string): string[] {
  return accept
    .split(',')
    .map((part, position) => {
      const [type = '', ...parameters] = part.split(';').map((item) => item.trim());
      const quality = parameters.find((parameter) => parameter.startsWith('q='));
      return { type: type.toLowerCase(), q: quality ? Number(quality.slice(2)) : 1, position };
    })
    .filter((item) => item.type !== '' && Number.isFinite(item.q) && item.q > 0)
    .sort((left, right) => right.q - left.q || left.position - right.position)
    .map((item) => item.type);
}

/**
 * The format of a response: `format=` wins over the Accept header (clients send `Accept: application/json`
 * together with `?format=bibtex` and expect BibTeX); no Accept, `*∕*` or an unknown type gives JSON.
 */
export function negotiateFormat(
  collection: CollectionName,
  format: string | undefined,
  accept: string | undefined,
): ResponseFormat {
  if (format !== undefined && format !== '') {
    const named = FORMAT_ALIASES[format.toLowerCase()];
    if (!named) {
      throw new ApiError(400, `Unknown format "${format}": use one of ${FORMAT_NAMES.join(', ')}.`);
    }
    if (!available(named, collection)) {
      throw new ApiError(400, `The ${format} format is only available for literature.`);
    }
    return named;
  }
  for (const mediaType of acceptedMediaTypes(accept ?? '')) {
    const candidate = MEDIA_TYPES[mediaType];
    if (candidate && available(candidate, collection)) {
      return candidate;
    }
  }
  return 'json';
}

export function contentTypeOf(format: ResponseFormat): string {
  if (format === 'json') {
    return 'application/json; charset=utf-8';
  }
  if (format === 'ui') {
    return `${UI_JSON_MIME}; charset=utf-8`;
  }
  return `${CITE_FORMATS[format].mime}; charset=utf-8`;
}

/** `attachment; filename="…"` for a citation download: `{recid}.bib` for a record, `literature.bib` for a search. */
export function contentDisposition(format: CiteFormat, baseName: string): string {
  const safeName = baseName.replace(/[^A-Za-z0-9._-]/g, '_');
  return `attachment; filename="${safeName}.${CITE_FORMATS[format].extension}"`;
}

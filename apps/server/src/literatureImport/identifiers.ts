import { normalizeArxiv, normalizeDoi } from '../citations/identifiers';

/**
 * What the import box was given (facts §1.2 "Import step"): an arXiv id, new style (`2401.01234`, 4 or 5 digits
 * after the dot) or old style (`hep-th/9901001`, `math.AG/0101001`), with an optional `arXiv:` prefix and version;
 * or a DOI with an optional `doi:` prefix (a doi.org URL is read too). Anything else is not an identifier.
 */
export type ImportIdentifier = { kind: 'arxiv'; id: string } | { kind: 'doi'; id: string };

const ARXIV_NEW = /^\d{4}\.\d{4,5}(?:v\d+)?$/i;
const ARXIV_OLD = /^[a-z]+(?:-[a-z]+)?(?:\.[a-z]{2})?\/\d{7}(?:v\d+)?$/i;
const DOI = /^10\.\d{4,9}(?:\.\d+)*\/\S+$/;

/** The identifier, normalised (arXiv: no prefix, no version, lower case; DOI: no prefix, lower case). */
export function identifyImport(raw: string): ImportIdentifier | undefined {
  const value = raw.trim();
  const arxiv = value.replace(/^arxiv:\s*/i, '');
  if (ARXIV_NEW.test(arxiv) || ARXIV_OLD.test(arxiv)) {
    return { kind: 'arxiv', id: normalizeArxiv(arxiv) };
  }
  const doi = normalizeDoi(value.replace(/^doi:\s*/i, ''));
  if (DOI.test(doi)) {
    return { kind: 'doi', id: doi };
  }
  return undefined;
}

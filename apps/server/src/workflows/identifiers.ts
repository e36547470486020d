/**
 * What a workflow's data is found and de-duplicated by: arXiv ids, DOIs and the ORCID, plus the lower-cased free
 * text of the back-office search (facts §3.7: names, ids, e-mails for authors; titles, arXiv ids, DOIs for
 * literature). Computed on every write of `data`, so the columns never drift from it.
 */

function objects(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value)
    ? value.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    : [];
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** `arXiv:1234.5678v2` and `1234.5678` are one e-print: the prefix and the version are not part of the id. */
export function normalizeArxivId(value: string): string {
  return value
    .trim()
    .replace(/^arxiv:/i, '')
    .replace(/v\d+$/i, '')
    .toLowerCase();
}

/** DOIs are case-insensitive; a `https://doi.org/` or `doi:` prefix is not part of one. */
export function normalizeDoi(value: string): string {
  return value
    .trim()
    .replace(/^(https?:\/\/(dx\.)?doi\.org\/|doi:)/i, '')
    .toLowerCase();
}

export function arxivIdsOf(data: Record<string, unknown>): string[] {
  const ids = objects(data.arxiv_eprints).flatMap((eprint) => {
    const value = text(eprint.value);
    return value ? [normalizeArxivId(value)] : [];
  });
  return [...new Set(ids)];
}

export function doisOf(data: Record<string, unknown>): string[] {
  const dois = objects(data.dois).flatMap((doi) => {
    const value = text(doi.value);
    return value ? [normalizeDoi(value)] : [];
  });
  return [...new Set(dois)];
}

/** The ORCID of an author record (`ids[]` with schema ORCID). */
export function orcidOf(data: Record<string, unknown>): string | null {
  const orcid = objects(data.ids).find((id) => String(id.schema).toUpperCase() === 'ORCID');
  return text(orcid?.value) ?? null;
}

export function literatureTitle(data: Record<string, unknown>): string {
  return text(objects(data.titles)[0]?.title) ?? '(untitled)';
}

export function authorName(data: Record<string, unknown>): string {
  const name =
    typeof data.name === 'object' && data.name !== null ? (data.name as Record<string, unknown>) : {};
  return text(name.preferred_name) ?? text(name.value) ?? '(unnamed)';
}

/** The lower-cased text the back-office search looks in (`search` column). */
export function searchTextOf(
  kind: 'authors' | 'literature',
  data: Record<string, unknown>,
  email: string | null,
) {
  const parts: (string | undefined)[] = [email ?? undefined];
  if (kind === 'authors') {
    const name =
      typeof data.name === 'object' && data.name !== null ? (data.name as Record<string, unknown>) : {};
    parts.push(text(name.value), text(name.preferred_name));
    for (const id of objects(data.ids)) {
      parts.push(text(id.value), text(id.schema));
    }
    for (const address of objects(data.email_addresses)) {
      parts.push(text(address.value));
    }
  } else {
    for (const title of objects(data.titles)) {
      // LaTeX math is kept as typed: a curator searches for the words around it.
      parts.push(text(title.title));
    }
    parts.push(...arxivIdsOf(data), ...doisOf(data));
    for (const note of objects(data._private_notes)) {
      parts.push(text(note.value));
    }
    for (const author of objects(data.authors).slice(0, 10)) {
      parts.push(text(author.full_name));
    }
  }
  return parts
    .filter((part): part is string => part !== undefined)
    .join(' \n ')
    .toLowerCase();
}

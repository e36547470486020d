import { type FuzzyCandidate, linkOf, type RecordLink } from '@parton/records';
import type { Kysely } from 'kysely';
import { normalizeArxiv, normalizeDoi, YEARLY_VOLUME_JOURNALS } from '../../citations/identifiers';
import { chooseLink, matchLevels } from '../../citations/matcher';
import { type ExactProbe, findProbeHits, type PublicationProbe } from '../../citations/matcher-repository';
import type { Database } from '../../db/schema';
import { coreLiterature, literatureByArxivOrDoi, literatureLookAlikes } from './repository';

export { findPublicationInfo, type ParsedPublicationInfo, parseReferenceText } from './references';

/**
 * The literature matching steps a workflow runs (facts §3.11 steps 4, 5 and 9): exact match on arXiv id and DOI,
 * fuzzy candidates for the curator, and the submitter's pasted references parsed and linked by the citation
 * matcher's rules. `data` is the literature record being built (`titles`, `authors`, `arxiv_eprints`, `dois`);
 * the form's flat fields (`title`, `arxiv_id`, `doi`) are read too, so a step may pass either.
 */

type Entry = Record<string, unknown>;

function entries(value: unknown): Entry[] {
  return Array.isArray(value)
    ? value.filter((item): item is Entry => item !== null && typeof item === 'object' && !Array.isArray(item))
    : [];
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function valuesOf(list: unknown): string[] {
  if (!Array.isArray(list)) {
    return [];
  }
  return list.flatMap(
    (item) => nonEmpty(typeof item === 'string' ? item : (item as Entry | null)?.value) ?? [],
  );
}

function arxivIdsOf(data: Entry): string[] {
  const ids = [
    ...valuesOf(data.arxiv_eprints),
    ...(nonEmpty(data.arxiv_id) ? [data.arxiv_id as string] : []),
  ];
  return [...new Set(ids.map(normalizeArxiv).filter(Boolean))];
}

function doisOf(data: Entry): string[] {
  const dois = [...valuesOf(data.dois), ...(nonEmpty(data.doi) ? [data.doi as string] : [])];
  return [...new Set(dois.map(normalizeDoi).filter(Boolean))];
}

function titleOf(data: Entry): string | undefined {
  return nonEmpty(entries(data.titles)[0]?.title) ?? nonEmpty(data.title);
}

/** "Ellis, John" → "Ellis"; "John Ellis" (no comma) → "Ellis". */
function familyNameOf(fullName: string | undefined): string | undefined {
  if (!fullName) {
    return undefined;
  }
  const family = fullName.includes(',') ? fullName.split(',')[0] : fullName.trim().split(/\s+/).at(-1);
  return nonEmpty(family);
}

/** Live literature records sharing an arXiv id or DOI with `data`, in control-number order. */
export async function findExactMatches(
  db: Kysely<Database>,
  data: Record<string, unknown>,
): Promise<number[]> {
  return literatureByArxivOrDoi(db, arxivIdsOf(data), doisOf(data));
}

/** `Phys.Rev.D 98 (2018) 030001`, else the free text, else null. */
function publicationInfoText(metadata: Entry): string | null {
  const info = entries(metadata.publication_info).find((item) => nonEmpty(item.journal_title));
  if (info) {
    const page = nonEmpty(info.artid) ?? nonEmpty(info.page_start);
    const year = typeof info.year === 'number' ? ` (${info.year})` : '';
    return (
      [nonEmpty(info.journal_title), nonEmpty(info.journal_volume)].filter(Boolean).join(' ') +
      year +
      (page ? ` ${page}` : '')
    );
  }
  return nonEmpty(entries(metadata.publication_info)[0]?.pubinfo_freetext) ?? null;
}

/** The most authors a candidate shows (the back office lists a few and says how many there are). */
const CANDIDATE_AUTHORS = 3;

function candidateOf(controlNumber: number, metadata: Entry, earliestDate: string | null): FuzzyCandidate {
  const authors = entries(metadata.authors).flatMap((author) => nonEmpty(author.full_name) ?? []);
  return {
    control_number: controlNumber,
    title: titleOf(metadata) ?? '',
    authors: authors.slice(0, CANDIDATE_AUTHORS),
    authors_count: authors.length,
    arxiv_eprint: valuesOf(metadata.arxiv_eprints)[0] ?? null,
    dois: valuesOf(metadata.dois),
    earliest_date: earliestDate,
    publication_info: publicationInfoText(metadata),
    abstract: nonEmpty(entries(metadata.abstracts)[0]?.value) ?? null,
  };
}

/**
 * Records whose title resembles `data`'s, the first author's family name agreeing counting in their favour; exact
 * matches (same arXiv id or DOI) are left out, as they are the exact step's. Best first, ties by control number.
 */
export async function findFuzzyCandidates(
  db: Kysely<Database>,
  data: Record<string, unknown>,
  limit = 5,
): Promise<FuzzyCandidate[]> {
  const title = titleOf(data);
  if (!title || limit <= 0) {
    return [];
  }
  const exact = await findExactMatches(db, data);
  const firstAuthor = nonEmpty(entries(data.authors)[0]?.full_name);
  const rows = await literatureLookAlikes(db, title, familyNameOf(firstAuthor), exact, limit);
  return rows.map((row) => candidateOf(row.control_number, row.metadata, row.earliest_date));
}

export interface LinkedReferences {
  references: Record<string, unknown>[];
  /** References that carry a `record` link (new or already there). */
  matched: number;
  /** Of those, links to literature records whose metadata has `core: true`. */
  core: number;
}

/** A citing paper that does not exist yet: no candidate is ever "the paper itself". */
const NO_CITER = -1;

/**
 * Adds `record: {$ref: <publicUrl>/api/<collection>/<recid>}` to the references that resolve uniquely, by the
 * citation matcher's rules and lookups (`matchLevels`, `findProbeHits`, `chooseLink`): arXiv id, DOI, ISBN or
 * report number first, then texkey, then publication info, then data records by DOI. A reference that already
 * has a link keeps it. `publicUrl` is `config.publicUrl` (the base of every `$ref` the server writes).
 */
export async function linkReferences(
  db: Kysely<Database>,
  references: Record<string, unknown>[],
  publicUrl: string,
): Promise<LinkedReferences> {
  const exact: ExactProbe[] = [];
  const publications: PublicationProbe[] = [];
  const plans = references.map((reference) =>
    matchLevels(reference).map((level) => ({
      pidType: level.pidType,
      probeIds: level.probes.map((probe) => {
        const id = exact.length + publications.length;
        if (probe.kind === 'pubinfo') {
          publications.push({
            probe: id,
            title: probe.key.title,
            rest: probe.key.rest,
            rest_with_year: probe.key.restWithYear ?? null,
          });
        } else {
          exact.push({ probe: id, kind: probe.kind, value: probe.value });
        }
        return id;
      }),
    })),
  );
  const hits = await findProbeHits(db, exact, publications, [...YEARLY_VOLUME_JOURNALS]);
  const linked: Record<string, unknown>[] = [];
  const links: (RecordLink | undefined)[] = [];
  references.forEach((reference, index) => {
    const existing = linkOf(reference.record);
    const candidatesPerLevel = plans[index]!.map((level) => ({
      pidType: level.pidType,
      controlNumbers: new Set(
        hits
          .filter((hit) => level.probeIds.includes(hit.probe) && hit.pid_type === level.pidType)
          .map((hit) => Number(hit.control_number)),
      ),
    }));
    // A curator's link stays whatever the lookups say; otherwise the matcher decides (it keeps a link it confirms).
    const link =
      existing && reference.curated_relation === true
        ? existing
        : (chooseLink(candidatesPerLevel, NO_CITER, existing) ?? existing);
    links.push(link);
    linked.push(
      link
        ? { ...reference, record: { $ref: `${publicUrl}/api/${link.collection}/${link.controlNumber}` } }
        : reference,
    );
  });
  const literatureLinks = links
    .filter((link): link is RecordLink => link?.collection === 'literature')
    .map((link) => link.controlNumber);
  const core = await coreLiterature(db, [...new Set(literatureLinks)]);
  return {
    references: linked,
    matched: links.filter((link) => link !== undefined).length,
    core: literatureLinks.filter((controlNumber) => core.has(controlNumber)).length,
  };
}

import { linkOf, type RecordLink } from '@parton/records';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { holdBulkFinish, keepBulkFinishHeld, runBulkFinishNow } from '../importer/bulk';
import { RevisionConflictError } from '../records/errors';
import { rebuildPublicJsonForCurrentUrl } from '../records/publicJson';
import { setReferenceLinks } from '../records/repository';
import { type RecordInput, saveRecords } from '../records/writer';
import { bumpDataVersion } from '../search/cache/repository';
import {
  normalizeArxiv,
  normalizeDoi,
  normalizeIsbn,
  normalizeReportNumber,
  type PublicationInfoLike,
  type PublicationKey,
  publicationKeys,
  YEARLY_VOLUME_JOURNALS,
} from './identifiers';
import {
  databaseNow,
  type ExactProbe,
  findProbeHits,
  loadPapers,
  type MatchablePaper,
  type MatchMode,
  type MatchScope,
  matchablePapers,
  type PublicationProbe,
} from './matcher-repository';
import type { RecountStep } from './recount';

export type { MatchMode, MatchScope } from './matcher-repository';

type Probe =
  | { kind: 'arxiv' | 'doi' | 'isbn' | 'report' | 'texkey'; value: string }
  | { kind: 'pubinfo'; key: PublicationKey };

interface MatchLevel {
  /** Which collection a hit must belong to at this level. */
  pidType: 'lit' | 'dat';
  probes: Probe[];
}

function strings(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
}

/**
 * What a reference can be matched by, in the order the reference matcher tries: unique identifiers (arXiv,
 * DOI, ISBN, report number), then texkey, then publication info, then data records by DOI.
 */
export function matchLevels(reference: Record<string, unknown>): MatchLevel[] {
  const cited = (reference.reference ?? {}) as Record<string, unknown>;
  const dois = strings(cited.dois).map((doi) => ({ kind: 'doi' as const, value: normalizeDoi(doi) }));
  const unique: Probe[] = [
    ...strings(cited.arxiv_eprint).map((eprint) => ({
      kind: 'arxiv' as const,
      value: normalizeArxiv(eprint),
    })),
    ...dois,
    ...strings(cited.isbn).map((isbn) => ({ kind: 'isbn' as const, value: normalizeIsbn(isbn) })),
    ...strings(cited.report_numbers).map((report) => ({
      kind: 'report' as const,
      value: normalizeReportNumber(report),
    })),
  ].filter((probe) => probe.value !== '');
  const texkeys: Probe[] = strings(cited.texkey).map((texkey) => ({ kind: 'texkey', value: texkey.trim() }));
  const info = cited.publication_info;
  const publications: Probe[] =
    info && typeof info === 'object'
      ? publicationKeys(info as PublicationInfoLike).map((key) => ({ kind: 'pubinfo', key }))
      : [];
  return [
    { pidType: 'lit' as const, probes: unique },
    { pidType: 'lit' as const, probes: texkeys },
    { pidType: 'lit' as const, probes: publications },
    { pidType: 'dat' as const, probes: dois },
  ].filter((level) => level.probes.length > 0);
}

const PID_COLLECTION = { lit: 'literature', dat: 'data' } as const;

/**
 * The record a reference links to: at the first level with a single candidate (other than the citing paper
 * itself). A level with several candidates is ambiguous and the next level decides; a link the reference already
 * has is kept when it is among the candidates.
 */
export function chooseLink(
  candidatesPerLevel: { pidType: 'lit' | 'dat'; controlNumbers: Set<number> }[],
  citerControlNumber: number,
  existing: RecordLink | undefined,
): RecordLink | undefined {
  for (const level of candidatesPerLevel) {
    const collection = PID_COLLECTION[level.pidType];
    const candidates = [...level.controlNumbers].filter(
      (controlNumber) => !(level.pidType === 'lit' && controlNumber === citerControlNumber),
    );
    if (existing?.collection === collection && candidates.includes(existing.controlNumber)) {
      return existing;
    }
    if (candidates.length === 1) {
      return { collection, controlNumber: candidates[0]! };
    }
  }
  return undefined;
}

export interface MatchOptions {
  /** Base of the `$ref` written into linked references. */
  publicUrl: string;
  scope?: MatchScope;
  mode?: MatchMode;
  /** Records read, looked up and written per round (one write transaction per round). */
  batchSize?: number;
  /**
   * How the citation graph follows the new links. `incremental` (default): each written paper's edges and counts
   * change in its write transaction. `rebuild`, for full re-matches: the links are set inside the stored records in
   * PostgreSQL (new revisions, history kept; no whole-record round trip, no derived-table work — a reference link
   * feeds only the citation graph, signatures and search rows do not read it), and the graph is rebuilt once at
   * the end by the bulk-finish job, queued before the first write so that a killed run still gets it. Counts lag
   * behind the new links until that rebuild commits.
   */
  graph?: 'incremental' | 'rebuild';
  /** `rebuild`: the closing recount also rebuilds the matcher's identifier tables (default false). */
  rebuildIdentifiers?: boolean;
  /** `rebuild`: called with each step of the closing recount. */
  onRecountStep?: (step: RecountStep) => void;
  onProgress?: (summary: MatchSummary) => void;
}

export interface MatchSummary {
  papersScanned: number;
  referencesExamined: number;
  referencesLinked: number;
  papersUpdated: number;
  /** Papers changed by someone else between reading and writing; left for the next run. */
  conflicts: number;
  elapsedMs: number;
  /** Time spent reading papers and deciding links (the rest is writing, and with `rebuild` the closing recount). */
  decideMs: number;
  /** `rebuild`: time of the closing recount (0 when nothing was written). */
  rebuildMs: number;
}

interface PendingLink {
  referenceIndex: number;
  link: RecordLink;
}

/** One reference to decide: its match levels, each naming the lookup probes whose hits are its candidates. */
interface ReferencePlan {
  paper: MatchablePaper;
  referenceIndex: number;
  existing: RecordLink | undefined;
  levels: { pidType: 'lit' | 'dat'; probeIds: number[] }[];
}

/** Decides the new links of one page of papers with one lookup query. */
async function decideLinks(
  db: Kysely<Database>,
  papers: MatchablePaper[],
): Promise<Map<string, PendingLink[]>> {
  const exact: ExactProbe[] = [];
  const publications: PublicationProbe[] = [];
  const plans: ReferencePlan[] = [];
  for (const paper of papers) {
    for (const { index, reference } of paper.references) {
      const levels = matchLevels(reference).map((level) => ({
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
      }));
      if (levels.length > 0) {
        plans.push({ paper, referenceIndex: index, existing: linkOf(reference.record), levels });
      }
    }
  }
  const hits = await findProbeHits(db, exact, publications, [...YEARLY_VOLUME_JOURNALS]);
  const hitsByProbe = new Map<number, { pid_type: string; control_number: number }[]>();
  for (const hit of hits) {
    const list = hitsByProbe.get(hit.probe) ?? [];
    list.push(hit);
    hitsByProbe.set(hit.probe, list);
  }
  const decided = new Map<string, PendingLink[]>();
  for (const plan of plans) {
    const candidatesPerLevel = plan.levels.map((level) => ({
      pidType: level.pidType,
      controlNumbers: new Set(
        level.probeIds
          .flatMap((id) => hitsByProbe.get(id) ?? [])
          .filter((hit) => hit.pid_type === level.pidType)
          .map((hit) => hit.control_number),
      ),
    }));
    const link = chooseLink(candidatesPerLevel, plan.paper.control_number, plan.existing);
    if (
      !link ||
      (link.collection === plan.existing?.collection && link.controlNumber === plan.existing.controlNumber)
    ) {
      continue;
    }
    const list = decided.get(plan.paper.id) ?? [];
    list.push({ referenceIndex: plan.referenceIndex, link });
    decided.set(plan.paper.id, list);
  }
  return decided;
}

function withLinks(
  metadata: Record<string, unknown>,
  links: PendingLink[],
  publicUrl: string,
): Record<string, unknown> {
  const references = [...(metadata.references as Record<string, unknown>[])];
  for (const { referenceIndex, link } of links) {
    const reference = references[referenceIndex];
    if (!reference || reference.curated_relation === true) {
      continue;
    }
    references[referenceIndex] = {
      ...reference,
      record: { $ref: `${publicUrl}/api/${link.collection}/${link.controlNumber}` },
    };
  }
  return { ...metadata, references };
}

/** Writes one page of new links; a paper changed meanwhile is skipped (counted as a conflict), not overwritten. */
async function writeLinks(
  db: Kysely<Database>,
  decided: Map<string, PendingLink[]>,
  revisions: Map<string, number>,
  publicUrl: string,
  summary: MatchSummary,
): Promise<void> {
  const papers = await loadPapers(db, [...decided.keys()]);
  const inputs: RecordInput[] = [];
  for (const paper of papers) {
    if (paper.revision_id !== revisions.get(paper.id)) {
      summary.conflicts += 1;
      continue;
    }
    const links = decided.get(paper.id) ?? [];
    inputs.push({
      collection: 'literature',
      metadata: withLinks(paper.metadata, links, publicUrl),
      expectedRevisionId: paper.revision_id,
    });
    summary.referencesLinked += links.length;
  }
  if (inputs.length === 0) {
    return;
  }
  try {
    summary.papersUpdated += (await saveRecords(db, inputs)).filter(
      (outcome) => outcome.status !== 'unchanged',
    ).length;
    return;
  } catch (error) {
    if (!(error instanceof RevisionConflictError)) {
      throw error;
    }
  }
  for (const input of inputs) {
    try {
      const [outcome] = await saveRecords(db, [input]);
      summary.papersUpdated += outcome?.status === 'unchanged' ? 0 : 1;
    } catch (error) {
      if (!(error instanceof RevisionConflictError)) {
        throw error;
      }
      summary.conflicts += 1;
    }
  }
}

/**
 * Writes one page of new links inside the stored records (`rebuild` mode): new revisions, no derived-table work, a
 * paper changed meanwhile skipped (counted as a conflict).
 */
async function setLinksInPlace(
  db: Kysely<Database>,
  decided: Map<string, PendingLink[]>,
  revisions: Map<string, number>,
  publicUrl: string,
  summary: MatchSummary,
): Promise<void> {
  const links = [...decided].flatMap(([id, pending]) =>
    pending.map(({ referenceIndex, link }) => ({
      id,
      revision_id: revisions.get(id)!,
      reference_index: referenceIndex,
      ref: `${publicUrl}/api/${link.collection}/${link.controlNumber}`,
    })),
  );
  const written = await db.transaction().execute(async (tx) => {
    const linked = await setReferenceLinks(tx, links);
    if (linked.size > 0) {
      // The links are part of the records' JSON (search hits); the graph rebuild that follows bumps again.
      await bumpDataVersion(tx);
      // Their public texts too (records/publicJson.ts): rebuilt in the same transaction as the new revisions.
      await rebuildPublicJsonForCurrentUrl(tx, [...linked.keys()]);
    }
    return linked;
  });
  summary.papersUpdated += written.size;
  summary.conflicts += decided.size - written.size;
  summary.referencesLinked += links.filter((link) => written.has(link.id)).length;
}

/**
 * The reference matcher: links references of literature records to records by arXiv id, DOI, ISBN, report number,
 * texkey, publication info, and data records by DOI. Only a single unambiguous candidate is linked, curated links
 * are never touched, unmatched references stay as they came. Papers are written through `saveRecords`, so new
 * revisions, citation edges and counts follow.
 */
export async function matchReferences(db: Kysely<Database>, options: MatchOptions): Promise<MatchSummary> {
  const started = Date.now();
  const scope = options.scope ?? { kind: 'all' };
  const mode = options.mode ?? 'unlinked';
  const batchSize = options.batchSize ?? 500;
  const rebuild = options.graph === 'rebuild';
  const summary: MatchSummary = {
    papersScanned: 0,
    referencesExamined: 0,
    referencesLinked: 0,
    papersUpdated: 0,
    conflicts: 0,
    elapsedMs: 0,
    decideMs: 0,
    rebuildMs: 0,
  };
  let releaseBulkFinish: (() => void) | undefined;
  try {
    let after = 0;
    for (;;) {
      const deciding = Date.now();
      const papers = await matchablePapers(db, scope, mode, after, batchSize);
      if (papers.length === 0) {
        break;
      }
      after = papers[papers.length - 1]!.control_number;
      summary.papersScanned += papers.length;
      summary.referencesExamined += papers.reduce((total, paper) => total + paper.references.length, 0);
      const decided = await decideLinks(db, papers);
      summary.decideMs += Date.now() - deciding;
      if (decided.size > 0) {
        if (rebuild && !releaseBulkFinish) {
          await holdBulkFinish(db);
          releaseBulkFinish = keepBulkFinishHeld(db);
        }
        const revisions = new Map(papers.map((paper) => [paper.id, paper.revision_id]));
        const write = rebuild ? setLinksInPlace : writeLinks;
        await write(db, decided, revisions, options.publicUrl, summary);
      }
      summary.elapsedMs = Date.now() - started;
      options.onProgress?.(summary);
    }
  } finally {
    releaseBulkFinish?.();
  }
  if (releaseBulkFinish) {
    const rebuilding = Date.now();
    await runBulkFinishNow(db, options.onRecountStep, { identifiers: options.rebuildIdentifiers ?? false });
    summary.rebuildMs = Date.now() - rebuilding;
  }
  summary.elapsedMs = Date.now() - started;
  return summary;
}

/** The database clock now: pass it later as `{ kind: 'updatedSince', since }` to match what was written since. */
export async function matchingCheckpoint(db: Kysely<Database>): Promise<Date> {
  return databaseNow(db);
}

/** One line for the command-line tools. */
export function describeMatchSummary(summary: MatchSummary): string {
  return (
    `Matched references in ${(summary.elapsedMs / 1000).toFixed(1)} s: ${summary.papersScanned} papers, ` +
    `${summary.referencesExamined} references examined, ${summary.referencesLinked} linked in ` +
    `${summary.papersUpdated} papers, ${summary.conflicts} papers changed meanwhile (skipped). ` +
    `Deciding ${(summary.decideMs / 1000).toFixed(1)} s, writing ` +
    `${((summary.elapsedMs - summary.decideMs - summary.rebuildMs) / 1000).toFixed(1)} s` +
    (summary.rebuildMs > 0 ? `, graph rebuild ${(summary.rebuildMs / 1000).toFixed(1)} s.` : '.')
  );
}

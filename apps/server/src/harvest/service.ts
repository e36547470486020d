import { hostname } from 'node:os';
import { validateRecord } from '@parton/records';
import type { Kysely } from 'kysely';
import { matchReferences } from '../citations/matcher';
import type { ArxivHarvestSettings } from '../config';
import type { Database } from '../db/schema';
import { type OaiClient, type OaiPage, OaiProtocolError, type OaiRecord } from './client';
import { type HarvestedPaper, type HarvestIntake, writeHarvestedDirectly } from './intake';
import { mapArxivRecord, mergeHarvested } from './mapper';
import {
  EMPTY_COUNTS,
  findHarvestState,
  findPapersByIdentifiers,
  finishHarvestRun,
  type HarvestCounts,
  type HarvestProblem,
  type HarvestRun,
  type IdentifierHit,
  MAX_PROBLEMS,
  recordHarvestError,
  releaseHarvestLease,
  saveHarvestProgress,
  startHarvestRun,
  takeHarvestLease,
} from './repository';

/** The state row of arXiv harvesting. */
export const ARXIV_SOURCE_KEY = 'arxiv';
/** arXiv's own metadata format: split author names with affiliations, categories, DOI, journal-ref, license. */
export const ARXIV_METADATA_PREFIX = 'arXiv';
/** A lease not renewed for this long belongs to a dead harvester (each page renews it). */
export const LEASE_STALE_SECONDS = 30 * 60;

export interface HarvestOptions {
  settings: Pick<ArxivHarvestSettings, 'oaiUrl' | 'sets'>;
  client: OaiClient;
  /** Base of `$schema` and of the `$ref`s the reference matcher writes. */
  publicUrl: string;
  /** A manual window (`npm run harvest -- --from`); without it the remembered run or datestamp is continued. */
  from?: string;
  until?: string;
  /** Sets of a manual run (default: the settings' sets). */
  sets?: string[];
  /** Pages this call reads at most; the run then stops with status `partial` and the next call continues. */
  maxPages?: number;
  /** Time this call spends at most (checked after each page), same effect. */
  maxMs?: number;
  /** Who holds the lease: `${hostname}:${pid}` by default. */
  holder?: string;
  /** Take the lease even when another live harvester holds it (`npm run harvest -- --force`). */
  force?: boolean;
  intake?: HarvestIntake;
  now?: () => Date;
  onPage?: (progress: HarvestProgress) => void;
}

export interface HarvestProgress {
  set: string;
  setIndex: number;
  counts: HarvestCounts;
  resumptionToken: string | null;
  completeListSize?: number;
}

export interface HarvestOutcome {
  /** done: the window was read to its end; partial: the budget ran out, call again; busy: another holds the lease. */
  status: 'done' | 'partial' | 'busy';
  window?: { from: string; until: string; sets: string[] };
  counts: HarvestCounts;
  problems: HarvestProblem[];
  /** busy: who holds the lease. */
  heldBy?: string | null;
  /** done: the datestamp the next run starts from. */
  lastDatestamp?: string | null;
}

export function defaultHarvestHolder(): string {
  return `${hostname()}:${process.pid}`;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** YYYY-MM-DD in UTC (OAI-PMH datestamps are UTC days). */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The day itself, or an error naming the option when it is not a valid YYYY-MM-DD. */
export function checkDay(name: string, value: string): string {
  if (!DAY.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
    throw new Error(`${name} must be a day, YYYY-MM-DD, not "${value}"`);
  }
  return value;
}

/** A holder `${host}:${pid}` on this machine whose process is gone: its lease can be taken at once. */
function deadLocalHolder(holder: string | null): string | null {
  const match = holder ? /^(.*):(\d+)$/.exec(holder) : null;
  if (!match || match[1] !== hostname() || Number(match[2]) === process.pid) {
    return null;
  }
  try {
    process.kill(Number(match[2]), 0);
    return null;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH' ? holder : null;
  }
}

/**
 * The run to do: a manual window starts a new run (unless it is the one in progress), otherwise the run in
 * progress continues, otherwise a new run goes from the remembered datestamp (yesterday on the very first run)
 * to today. Returns whether the run must be started (state reset).
 */
function chooseRun(
  options: HarvestOptions,
  current: { lastDatestamp: string | null; run: HarvestRun | null },
  today: string,
): { run: HarvestRun; fresh: boolean } {
  if (options.from !== undefined) {
    const from = checkDay('--from', options.from);
    const until = checkDay('--until', options.until ?? today);
    if (from > until) {
      throw new Error(`the window starts (${from}) after it ends (${until})`);
    }
    const sets = options.sets ?? options.settings.sets;
    const inProgress = current.run;
    if (
      inProgress &&
      inProgress.from === from &&
      inProgress.until === until &&
      inProgress.sets.join(',') === sets.join(',')
    ) {
      return { run: inProgress, fresh: false };
    }
    return { run: { from, until, sets, setIndex: 0, resumptionToken: null }, fresh: true };
  }
  if (current.run) {
    return { run: current.run, fresh: false };
  }
  const yesterday = utcDay(new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000));
  const from = current.lastDatestamp ?? yesterday;
  return {
    run: {
      from,
      until: today > from ? today : from,
      sets: options.sets ?? options.settings.sets,
      setIndex: 0,
      resumptionToken: null,
    },
    fresh: true,
  };
}

/**
 * The datestamp remembered after a complete run: its `until`, unless that would skip days never read (a manual
 * run that started after the remembered day) or go back in time.
 */
function nextDatestamp(last: string | null, run: HarvestRun): string | null {
  if (last === null) {
    return run.until;
  }
  if (run.from > last) {
    return last;
  }
  return run.until > last ? run.until : last;
}

interface PageResult {
  counts: HarvestCounts;
  problems: HarvestProblem[];
  /** Written papers that carry references (the matcher links them after the commit). */
  withReferences: number[];
}

function addProblem(problems: HarvestProblem[], identifier: string, message: string): void {
  if (problems.length < MAX_PROBLEMS) {
    problems.push({ identifier, message });
  }
}

function describeHits(hits: IdentifierHit[]): string {
  return [...new Set(hits.map((hit) => hit.paper.controlNumber))].join(', ');
}

/**
 * Which stored paper a harvested one is: by arXiv id, then by DOI (the reference's exact match). Several
 * papers, or a DOI match that already has another arXiv e-print, are reported instead of guessed.
 */
function matchStored(
  arxivId: string,
  dois: string[],
  hits: IdentifierHit[],
): { kind: 'new' } | { kind: 'existing'; hit: IdentifierHit } | { kind: 'problem'; message: string } {
  const byArxiv = uniqueByRecord(hits.filter((hit) => hit.kind === 'arxiv' && hit.value === arxivId));
  if (byArxiv.length > 1) {
    return { kind: 'problem', message: `arXiv:${arxivId} matches several records: ${describeHits(byArxiv)}` };
  }
  if (byArxiv.length === 1) {
    return { kind: 'existing', hit: byArxiv[0]! };
  }
  const byDoi = uniqueByRecord(hits.filter((hit) => hit.kind === 'doi' && dois.includes(hit.value)));
  if (byDoi.length > 1) {
    return { kind: 'problem', message: `its DOI matches several records: ${describeHits(byDoi)}` };
  }
  if (byDoi.length === 1) {
    const eprints = byDoi[0]!.paper.metadata.arxiv_eprints;
    if (Array.isArray(eprints) && eprints.length > 0) {
      return {
        kind: 'problem',
        message: `its DOI matches record ${byDoi[0]!.paper.controlNumber}, which has another arXiv e-print`,
      };
    }
    return { kind: 'existing', hit: byDoi[0]! };
  }
  return { kind: 'new' };
}

function uniqueByRecord(hits: IdentifierHit[]): IdentifierHit[] {
  const seen = new Map<number, IdentifierHit>();
  for (const hit of hits) {
    seen.set(hit.paper.controlNumber, hit);
  }
  return [...seen.values()];
}

function schemaProblem(metadata: Record<string, unknown>): string | undefined {
  // Any control number: the real one is minted at write time.
  const result = validateRecord('literature', { ...metadata, control_number: metadata.control_number ?? 1 });
  return result.ok ? undefined : result.issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
}

/**
 * One page in one transaction: map, match, merge, hand to the intake, and record the run's new position, so
 * that a crash leaves either the whole page and its resumption point, or neither.
 */
async function writePage(
  db: Kysely<Database>,
  records: OaiRecord[],
  context: {
    publicUrl: string;
    harvestedAt: Date;
    intake: HarvestIntake;
    holder: string;
    source: string;
    counts: HarvestCounts;
    problems: HarvestProblem[];
    position: { setIndex: number; resumptionToken: string | null };
  },
): Promise<PageResult> {
  return db.transaction().execute(async (tx) => {
    const counts = { ...context.counts, pages: context.counts.pages + 1 };
    const problems = [...context.problems];
    const fail = (identifier: string, message: string) => {
      counts.failed += 1;
      addProblem(problems, identifier, message);
    };
    // The last listing of an e-print wins (a page does not normally list one twice).
    const mapped = new Map<
      string,
      { identifier: string; arxivId: string; dois: string[]; metadata: Record<string, unknown> }
    >();
    for (const record of records) {
      counts.seen += 1;
      if (record.deleted) {
        counts.deleted += 1;
        continue;
      }
      if (!record.arxiv) {
        fail(record.identifier, `no arXiv metadata (metadataPrefix=${ARXIV_METADATA_PREFIX} expected)`);
        continue;
      }
      const result = mapArxivRecord(record.arxiv, {
        publicUrl: context.publicUrl,
        harvestedAt: context.harvestedAt,
      });
      if (!result.ok) {
        fail(record.identifier, result.message);
        continue;
      }
      mapped.set(result.arxivId, { identifier: record.identifier, ...result });
    }
    const candidates = [...mapped.values()];
    const hits = await findPapersByIdentifiers(
      tx,
      candidates.map((candidate) => candidate.arxivId),
      candidates.flatMap((candidate) => candidate.dois),
    );
    const papers: HarvestedPaper[] = [];
    const claimed = new Set<number>();
    for (const candidate of candidates) {
      const match = matchStored(candidate.arxivId, candidate.dois, hits);
      if (match.kind === 'problem') {
        fail(candidate.identifier, match.message);
        continue;
      }
      if (match.kind === 'new') {
        const problem = schemaProblem(candidate.metadata);
        if (problem) {
          fail(candidate.identifier, problem);
          continue;
        }
        papers.push({ action: 'create', identifier: candidate.identifier, metadata: candidate.metadata });
        continue;
      }
      const paper = match.hit.paper;
      if (claimed.has(paper.controlNumber)) {
        fail(
          candidate.identifier,
          `record ${paper.controlNumber} is matched by another e-print of this page`,
        );
        continue;
      }
      claimed.add(paper.controlNumber);
      const merged = mergeHarvested(paper.metadata, candidate.metadata);
      if (!merged) {
        counts.unchanged += 1;
        continue;
      }
      const problem = schemaProblem(merged);
      if (problem) {
        fail(candidate.identifier, `record ${paper.controlNumber}: ${problem}`);
        continue;
      }
      papers.push({
        action: 'update',
        identifier: candidate.identifier,
        controlNumber: paper.controlNumber,
        metadata: merged,
      });
    }
    const outcomes = papers.length > 0 ? await context.intake(tx, papers) : [];
    for (const outcome of outcomes) {
      counts[outcome.status] += 1;
    }
    const saved = await saveHarvestProgress(tx, context.source, context.holder, {
      ...context.position,
      counts,
      problems,
    });
    if (!saved) {
      throw new Error(
        `the harvest lease of ${context.source} was taken over by another harvester; page rolled back`,
      );
    }
    // Only papers we already had can carry references: arXiv's OAI metadata has no reference list.
    const withReferences = papers.flatMap((paper) =>
      paper.action === 'update' &&
      Array.isArray(paper.metadata.references) &&
      paper.metadata.references.length > 0
        ? [paper.controlNumber]
        : [],
    );
    return { counts, problems, withReferences };
  });
}

/**
 * Harvests arXiv over OAI-PMH into literature records: reads the run's sets page by page (ListRecords with
 * `from`/`until`, then resumption tokens), writes each page with its resumption point in one transaction, links
 * the references of written papers, and on completion remembers `until` as the next run's `from`. Holds the
 * source's lease throughout, so a worker and the command line never harvest at once. Errors are recorded in the
 * state (`last_error`) and thrown; the run stays in progress and the next call resumes it.
 */
export async function harvestArxiv(db: Kysely<Database>, options: HarvestOptions): Promise<HarvestOutcome> {
  const source = ARXIV_SOURCE_KEY;
  const holder = options.holder ?? defaultHarvestHolder();
  const now = options.now ?? (() => new Date());
  const started = Date.now();
  const before = await findHarvestState(db, source);
  const takeOverFrom = options.force
    ? (before?.runningBy ?? null)
    : deadLocalHolder(before?.runningBy ?? null);
  if (!(await takeHarvestLease(db, source, holder, LEASE_STALE_SECONDS, takeOverFrom))) {
    return {
      status: 'busy',
      heldBy: before?.runningBy ?? null,
      counts: before?.counts ?? { ...EMPTY_COUNTS },
      problems: before?.problems ?? [],
    };
  }
  try {
    const state = (await findHarvestState(db, source))!;
    const { run, fresh } = chooseRun(options, state, utcDay(now()));
    if (fresh) {
      await startHarvestRun(db, source, run);
    }
    let counts: HarvestCounts = fresh ? { ...EMPTY_COUNTS } : state.counts;
    let problems: HarvestProblem[] = fresh ? [] : state.problems;
    let { setIndex, resumptionToken } = run;
    let pagesThisCall = 0;
    let restartedSet = -1;
    const window = { from: run.from, until: run.until, sets: run.sets };
    while (setIndex < run.sets.length) {
      if (
        (options.maxPages !== undefined && pagesThisCall >= options.maxPages) ||
        (options.maxMs !== undefined && Date.now() - started >= options.maxMs)
      ) {
        return { status: 'partial', window, counts, problems };
      }
      const set = run.sets[setIndex]!;
      let page: OaiPage;
      try {
        page = await options.client.listRecords(
          resumptionToken
            ? { resumptionToken }
            : { metadataPrefix: ARXIV_METADATA_PREFIX, set, from: run.from, until: run.until },
        );
      } catch (error) {
        // Resumption tokens expire; the set is read again from its first page (re-reading is idempotent).
        if (
          error instanceof OaiProtocolError &&
          error.code === 'badResumptionToken' &&
          restartedSet !== setIndex
        ) {
          restartedSet = setIndex;
          resumptionToken = null;
          counts = { ...counts, restarts: counts.restarts + 1 };
          continue;
        }
        throw error;
      }
      const next = page.resumptionToken
        ? { setIndex, resumptionToken: page.resumptionToken }
        : { setIndex: setIndex + 1, resumptionToken: null };
      const result = await writePage(db, page.records, {
        publicUrl: options.publicUrl,
        harvestedAt: now(),
        intake: options.intake ?? writeHarvestedDirectly,
        holder,
        source,
        counts,
        problems,
        position: next,
      });
      counts = result.counts;
      problems = result.problems;
      if (result.withReferences.length > 0) {
        const matched = await matchReferences(db, {
          publicUrl: options.publicUrl,
          scope: { kind: 'controlNumbers', controlNumbers: result.withReferences },
        });
        counts = { ...counts, linked: counts.linked + matched.referencesLinked };
      }
      pagesThisCall += 1;
      ({ setIndex, resumptionToken } = next);
      options.onPage?.({
        set,
        setIndex,
        counts,
        resumptionToken,
        ...(page.completeListSize !== undefined ? { completeListSize: page.completeListSize } : {}),
      });
    }
    const lastDatestamp = nextDatestamp(state.lastDatestamp, run);
    await finishHarvestRun(db, source, lastDatestamp, counts);
    return { status: 'done', window, counts, problems, lastDatestamp };
  } catch (error) {
    await recordHarvestError(db, source, error instanceof Error ? error.message : String(error));
    throw error;
  } finally {
    await releaseHarvestLease(db, source, holder);
  }
}

import { signatureColumns } from '@parton/query';
import { COLLECTIONS, type LiteratureAuthor, linkOf } from '@parton/records';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { RecordChange, RecordDeriver } from '../records/derivers/types';
import { journalTitleVariants, recordIdentifiers } from './identifiers';
import {
  type AuthorKey,
  type CitedKey,
  finalTargets,
  type IdentifierInsert,
  lockCounts,
  lockRecords,
  mirrorCounts,
  papersLinkingTo,
  type RedirectInsert,
  type Reflagging,
  replaceIdentifiers,
  replaceJournalTitles,
  replaceRedirects,
  rewriteEdges,
} from './repository';

type Snapshot = { metadata: Record<string, unknown>; deleted: boolean } | null;

function keyOf(change: RecordChange): CitedKey {
  return { pid_type: COLLECTIONS[change.collection].pidType, control_number: change.controlNumber };
}

function current(change: RecordChange): Snapshot {
  return { metadata: change.metadata, deleted: change.deleted };
}

/** Where a merged-away record sends its citations: its `new_record` while it is deleted. */
function redirectOf(snapshot: Snapshot): CitedKey | undefined {
  if (!snapshot?.deleted) {
    return undefined;
  }
  const link = linkOf(snapshot.metadata.new_record);
  if (link?.collection !== 'literature' && link?.collection !== 'data') {
    return undefined;
  }
  return { pid_type: COLLECTIONS[link.collection].pidType, control_number: link.controlNumber };
}

function sameKey(a: CitedKey | undefined, b: CitedKey | undefined): boolean {
  return a?.pid_type === b?.pid_type && a?.control_number === b?.control_number;
}

/** The signatures of a paper as self-citations compare them: author record and normalised name, no supervisors. */
function authorKeys(snapshot: Snapshot): Map<string, AuthorKey> {
  const keys = new Map<string, AuthorKey>();
  if (!snapshot || snapshot.deleted) {
    return keys;
  }
  const authors = Array.isArray(snapshot.metadata.authors)
    ? (snapshot.metadata.authors as LiteratureAuthor[])
    : [];
  for (const author of authors) {
    if (author?.inspire_roles?.includes('supervisor') || typeof author?.full_name !== 'string') {
      continue;
    }
    const link = linkOf(author.record);
    const key: AuthorKey = {
      author_recid: link?.collection === 'authors' ? link.controlNumber : null,
      full_name_norm: signatureColumns({ full_name: author.full_name }).full_name_norm,
    };
    keys.set(`${key.author_recid ?? ''}|${key.full_name_norm}`, key);
  }
  return keys;
}

// Beyond this many new signatures (a new paper, a replaced author list) every citation is simply re-checked.
const MAX_TARGETED_NEW_AUTHORS = 16;

/**
 * Which self-citation flags of edges into changed papers can have changed. A flag that is false can only turn
 * true through a signature the paper gained, so only citers sharing one of those are re-checked; a flag that is
 * true can only turn false if the paper lost a signature. A claim (one signature gains an author record) then
 * re-checks a handful of citations, not all of them.
 */
function flagChanges(changes: RecordChange[]): Reflagging {
  const reflagging: Reflagging = { all: [], lost: [], gained: [] };
  for (const change of changes) {
    if (change.collection !== 'literature') {
      continue;
    }
    const before = authorKeys(change.previous);
    const after = authorKeys(current(change));
    const gained = [...after].filter(([key]) => !before.has(key)).map(([, key]) => key);
    const lost = [...before.keys()].some((key) => !after.has(key));
    if (gained.length > MAX_TARGETED_NEW_AUTHORS) {
      reflagging.all.push(change.controlNumber);
      continue;
    }
    if (lost) {
      reflagging.lost.push(change.controlNumber);
    }
    reflagging.gained.push(...gained.map((key) => ({ control_number: change.controlNumber, ...key })));
  }
  return reflagging;
}

function identifierRows(change: RecordChange, snapshot: Snapshot): IdentifierInsert[] {
  if (!snapshot) {
    return [];
  }
  const key = keyOf(change);
  return recordIdentifiers(key.pid_type, snapshot.metadata, snapshot.deleted).map((row) => ({
    record_id: change.recordId,
    pid_type: key.pid_type,
    control_number: key.control_number,
    ...row,
  }));
}

async function refreshIdentifiers(tx: Transaction<Database>, changes: RecordChange[]): Promise<void> {
  const stale: string[] = [];
  const rows: IdentifierInsert[] = [];
  for (const change of changes) {
    const next = identifierRows(change, current(change));
    // Most edits (and every reference-matching write) leave identifiers alone: skip rewriting them.
    if (JSON.stringify(next) === JSON.stringify(identifierRows(change, change.previous))) {
      continue;
    }
    if (change.kind === 'updated') {
      stale.push(change.recordId);
    }
    rows.push(...next);
  }
  await replaceIdentifiers(tx, stale, rows);
}

async function refreshJournalTitles(tx: Transaction<Database>, changes: RecordChange[]): Promise<void> {
  if (changes.length === 0) {
    return;
  }
  const rows = changes
    .filter((change) => !change.deleted)
    .flatMap((change) =>
      journalTitleVariants(change.metadata).map((variant) => ({
        record_id: change.recordId,
        control_number: change.controlNumber,
        variant,
      })),
    );
  await replaceJournalTitles(
    tx,
    changes.map((change) => change.recordId),
    rows,
  );
}

interface Repointing {
  /** Records whose counts the re-pointing moves: the merged records and where their citations went before. */
  keys: CitedKey[];
  /** Papers not written by this transaction whose edges must be recomputed (locked by now). */
  papers: string[];
}

/**
 * Records that were merged away, unmerged or re-targeted in this write move their citations: every paper linking
 * to them, or to where their citations went before, gets its edges recomputed — including that target paper
 * itself, whose own link to a record merged into it was a self-citation and left no edge.
 */
async function repointMerged(
  tx: Transaction<Database>,
  changes: RecordChange[],
  written: string[],
): Promise<Repointing> {
  const redirected = changes.filter(
    (change) => !sameKey(redirectOf(current(change)), redirectOf(change.previous)),
  );
  if (redirected.length === 0) {
    return { keys: [], papers: [] };
  }
  const redirectedKeys = redirected.map(keyOf);
  const previousTargets = await finalTargets(tx, redirectedKeys);
  await replaceRedirects(
    tx,
    redirectedKeys,
    redirected.flatMap((change): RedirectInsert[] => {
      const target = redirectOf(current(change));
      if (!target) {
        return [];
      }
      const key = keyOf(change);
      return [
        {
          pid_type: key.pid_type,
          control_number: key.control_number,
          target_pid_type: target.pid_type,
          target_control_number: target.control_number,
        },
      ];
    }),
  );
  const keys = [...redirectedKeys, ...previousTargets];
  // Lock these counts before listing the linking papers, so that no new link to them can be missed.
  await lockCounts(tx, [], [...changes.map(keyOf), ...keys]);
  const own = new Set(written);
  const papers = (await papersLinkingTo(tx, keys)).filter((id) => !own.has(id)).sort();
  await lockRecords(tx, papers);
  return { keys, papers };
}

/**
 * Brings edges and counts in step with the changed literature and data records (see README.md): the edges of
 * every changed paper are rewritten, edges into merged or unmerged records are re-pointed, and the self-citation
 * flags of edges into papers whose authors changed are re-evaluated; counts move by the exact difference, under
 * row locks on every count touched.
 */
async function refreshCitationGraph(tx: Transaction<Database>, changes: RecordChange[]): Promise<void> {
  const papers = changes
    .filter((change) => change.collection === 'literature')
    .map((change) => change.recordId);
  const reflagging = flagChanges(changes);
  const repointing = await repointMerged(tx, changes, papers);
  const citers = [...papers, ...repointing.papers];
  const locked = await lockCounts(tx, citers, [...changes.map(keyOf), ...repointing.keys]);
  await rewriteEdges(tx, citers, reflagging);
  await mirrorCounts(
    tx,
    locked.filter((key) => key.pid_type === 'lit').map((key) => key.control_number),
  );
}

/**
 * Citation edges, counts and the matcher's identifier tables, kept in the record-write transaction. It must run
 * after the signatures deriver (self-citations read `literature_authors`) and after the search deriver (it
 * copies the counts into `literature_search`): keep it last in RECORD_DERIVERS.
 */
export const citationsDeriver: RecordDeriver = {
  name: 'citations',
  collections: ['literature', 'data', 'journals'],
  async apply(tx, changes, context) {
    await refreshJournalTitles(
      tx,
      changes.filter((change) => change.collection === 'journals'),
    );
    const citable = changes.filter(
      (change) => change.collection === 'literature' || change.collection === 'data',
    );
    if (citable.length === 0) {
      return;
    }
    await refreshIdentifiers(tx, citable);
    if (context.bulk) {
      // The bulk import's closing recount rebuilds redirects, edges and counts set-based, which costs a fraction
      // of maintaining them batch by batch (and a queued job finishes it if the import is killed).
      return;
    }
    await refreshCitationGraph(tx, citable);
  },
};

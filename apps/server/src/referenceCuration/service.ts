import { ASSIGN_MESSAGES, linkOf, type ReferenceSelfCurationRequest, recordRef } from '@parton/records';
import type { Account } from '../accounts/model';
import type { AppContext } from '../context';
import { ApiError, NOT_FOUND_MESSAGE } from '../http/errors';
import { RevisionConflictError } from '../records/errors';
import { rewriteRefs } from '../records/present';
import { findRevisionMetadata } from '../records/repository';
import { saveRecordsInTransaction } from '../records/writer';
import { linkedLiterature, referenceItems } from '../search/references';
import { findReferencedLiterature } from '../search/repository';
import { openCuratorTicket } from '../workflows/tickets';
import { findPaper, findReferenceTarget } from './repository';

type Json = Record<string, unknown>;

export const DIFF_VERSIONS_MESSAGE = 'Old revision must be lower than new revision.';
export const NO_CHANGED_REFERENCE_MESSAGE = 'No reference changed between these revisions.';

/** What a reference points at, for the revision note and the ticket: its control number, or 'unlinked'. */
function linkTarget(reference: Json | undefined): string {
  const link = linkOf(reference?.record);
  return link ? String(link.controlNumber) : 'unlinked';
}

function isObject(value: unknown): value is Json {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * `POST /api/literature/reference-self-curation` (facts inspire-api.md §5.3): links reference `reference_index` of
 * the paper to `new_reference_recid` as a curated relation, in one transaction with the citation counts of the old
 * and new target (the writer's derivers) and a curator ticket that points at the diff page for review.
 */
export async function curateReference(
  context: AppContext,
  request: ReferenceSelfCurationRequest,
  account: Account,
): Promise<void> {
  await context.db.transaction().execute(async (tx) => {
    const paper = await findPaper(tx, request.record_id);
    if (!paper || paper.deleted) {
      throw new ApiError(404, NOT_FOUND_MESSAGE);
    }
    if (paper.revisionId !== request.revision_id) {
      throw new ApiError(422, ASSIGN_MESSAGES.referenceStaleRevision);
    }
    const references = Array.isArray(paper.metadata.references) ? paper.metadata.references : [];
    const current = references[request.reference_index];
    if (!isObject(current)) {
      throw new ApiError(412, ASSIGN_MESSAGES.referenceIndexMissing);
    }
    const targetCollection = await findReferenceTarget(tx, request.new_reference_recid);
    if (!targetCollection) {
      throw new ApiError(404, ASSIGN_MESSAGES.referenceTargetMissing);
    }
    const oldTarget = linkTarget(current);
    const newTarget = String(request.new_reference_recid);
    const updated = references.map((reference, index) =>
      index === request.reference_index
        ? {
            ...current,
            record: recordRef(context.config.publicUrl, {
              collection: targetCollection,
              controlNumber: request.new_reference_recid,
            }),
            curated_relation: true,
          }
        : reference,
    );
    const [outcome] = await saveRecordsInTransaction(
      tx,
      [
        {
          collection: 'literature',
          metadata: { ...paper.metadata, references: updated },
          expectedRevisionId: request.revision_id,
        },
      ],
      {
        actor: {
          userId: account.id,
          source: 'reference-curation',
          note: `Reference ${request.reference_index}: ${oldTarget} → ${newTarget}`,
        },
      },
    ).catch((error: unknown) => {
      // Someone saved the paper between our read and the writer's lock: the same answer as a stale revision.
      if (error instanceof RevisionConflictError) {
        throw new ApiError(422, ASSIGN_MESSAGES.referenceStaleRevision);
      }
      throw error;
    });
    if (!outcome || outcome.status === 'unchanged') {
      // Already linked there as a curated relation: nothing for curators to review.
      return;
    }
    const who = account.email ?? account.orcid ?? `user ${account.id}`;
    await openCuratorTicket(tx, {
      type: 'reference_correction',
      subject: `Reference correction on record ${paper.controlNumber}`,
      description:
        `${who} linked reference ${request.reference_index} of record ${paper.controlNumber} ` +
        `(previously ${oldTarget}) to record ${newTarget}. The change is in effect; please review it.`,
      link: `/literature/${paper.controlNumber}/diff/${request.revision_id}..${outcome.revisionId}`,
      collection: 'literature',
      controlNumber: paper.controlNumber,
      ...(account.email ? { requesterEmail: account.email } : {}),
    });
  });
}

/** `<old>..<new>` as two revision numbers, old below new; 400 otherwise. */
export function parseVersions(versions: string): { old: number; new: number } {
  const match = /^(\d{1,9})\.\.(\d{1,9})$/.exec(versions);
  const old = Number(match?.[1]);
  const current = Number(match?.[2]);
  if (!match || !(old < current)) {
    throw new ApiError(400, DIFF_VERSIONS_MESSAGE);
  }
  return { old, new: current };
}

/** The raw text of a stored reference: its first raw reference, else its misc text. */
function rawText(reference: Json): string | undefined {
  const raw = Array.isArray(reference.raw_refs) ? reference.raw_refs.find(isObject) : undefined;
  if (typeof raw?.value === 'string' && raw.value !== '') {
    return raw.value;
  }
  const inner = isObject(reference.reference) ? reference.reference : {};
  const misc = Array.isArray(inner.misc) ? inner.misc.filter((part) => typeof part === 'string') : [];
  return misc.length > 0 ? misc.join(' ') : undefined;
}

/** The index of the first reference that differs between two reference lists (compared pairwise, key order aside). */
export function firstChangedReference(previous: unknown[], current: unknown[]): number | undefined {
  const length = Math.min(previous.length, current.length);
  for (let index = 0; index < length; index += 1) {
    if (canonicalJson(previous[index]) !== canonicalJson(current[index])) {
      return index;
    }
  }
  return undefined;
}

function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    isObject(item)
      ? Object.fromEntries(
          Object.keys(item)
            .sort()
            .map((key) => [key, item[key]]),
        )
      : item,
  );
}

/**
 * `GET /api/literature/{id}/diff/{old}..{new}` (facts inspire-api.md §5.4): the first reference that differs
 * between the two revisions, each side shaped like an item of the references endpoint (linked records resolved)
 * with its raw text, as JSON text.
 */
export async function referenceDiff(
  context: AppContext,
  controlNumber: number,
  versions: string,
): Promise<string> {
  const { old, new: current } = parseVersions(versions);
  const paper = await findPaper(context.db, controlNumber);
  if (!paper) {
    throw new ApiError(404, NOT_FOUND_MESSAGE);
  }
  const [before, after] = await Promise.all([
    findRevisionMetadata(context.db, paper.id, old),
    findRevisionMetadata(context.db, paper.id, current),
  ]);
  if (!before || !after) {
    throw new ApiError(404, NOT_FOUND_MESSAGE);
  }
  const previousReferences = Array.isArray(before.references) ? before.references : [];
  const currentReferences = Array.isArray(after.references) ? after.references : [];
  const index = firstChangedReference(previousReferences, currentReferences);
  if (index === undefined) {
    throw new ApiError(404, NO_CHANGED_REFERENCE_MESSAGE);
  }
  const sides = [previousReferences[index], currentReferences[index]].map((reference) =>
    isObject(reference) ? reference : {},
  );
  const resolved = await findReferencedLiterature(context.db, linkedLiterature(sides));
  const [previousItem, currentItem] = referenceItems(sides, resolved).map((item, side) => {
    const raw = rawText(sides[side] ?? {});
    return raw ? { ...item, raw_ref: raw } : item;
  });
  const body = { previous_version: previousItem, current_version: currentItem, reference_index: index };
  return rewriteRefs(JSON.stringify(body), context.config.publicUrl);
}

import { EDITOR_MESSAGES } from '@parton/records';
import type { Account } from '../accounts/model';
import { findAccountByProfile, moveAuthorProfile } from '../accounts/repository';
import { ApiError } from '../http/errors';
import {
  arrayOf,
  isObject,
  linksTo,
  mergedDeletedRecords,
  mergedList,
  type PaperRewrite,
  rewritePapers,
  uniqueBy,
  withField,
} from './common';
import { findPapersSignedBy } from './repository';
import type { MergeRules } from './run';

type Json = Record<string, unknown>;

/**
 * `POST /api/editor/authors/merge`: merges the duplicate author record into the kept one, in ONE transaction —
 * every paper signature linked to the duplicate is linked to the kept author (claims stay claims), the kept author
 * gains the duplicate's names and identifiers, the duplicate is deleted with `new_record` → kept (its URLs
 * redirect), and a user account whose profile was the duplicate now has the kept one. Every record written is a
 * revision with the note `Merged author D into K`: reverting those revisions undoes the merge (README).
 * The rules of this collection: run.ts (`runMerge`) does the rest.
 */
export const AUTHOR_MERGE: MergeRules = {
  collection: 'authors',
  start: async (tx, { keepRecid, duplicateRecid }) => {
    const duplicateOwner = await findAccountByProfile(tx, duplicateRecid);
    if (duplicateOwner && (await findAccountByProfile(tx, keepRecid))) {
      // One account per profile (users_profile): two people's accounts cannot share the merged profile.
      throw new ApiError(409, EDITOR_MESSAGES.mergeBothProfiles);
    }
    if (duplicateOwner) {
      // Before the papers are written: the ORCID push their writes schedule then finds the owner on either side.
      await moveAuthorProfile(tx, duplicateRecid, keepRecid);
    }
    return {
      note: mergeNote(duplicateRecid, keepRecid, duplicateOwner),
      profileUserId: duplicateOwner?.id ?? null,
    };
  },
  relink: async (tx, { kept, duplicate }, { duplicateRecid, keptRef, duplicateRef }, actor) => {
    const papers = await findPapersSignedBy(tx, duplicateRecid);
    const { moved, written } = await rewritePapers(
      tx,
      papers,
      (metadata) => repointSignatures(metadata, duplicateRecid, keptRef),
      actor,
    );
    return { kept: mergedAuthor(kept.metadata, duplicate.metadata, duplicateRef), moved, written };
  },
};

/**
 * The revision note of every record the merge writes. A moved account profile is named in it: the profile is no
 * record, so reverting the revisions does not move it back (README: undoing a merge).
 */
export function mergeNote(
  duplicateRecid: number,
  keepRecid: number,
  movedOwner: Account | undefined,
): string {
  const note = `Merged author ${duplicateRecid} into ${keepRecid}`;
  if (!movedOwner) {
    return note;
  }
  return `${note}; the profile of account ${movedOwner.id} (${movedOwner.email ?? 'no e-mail'}) moved to ${keepRecid}`;
}

/**
 * The paper with every author and supervisor entry linked to the duplicate linked to the kept author instead;
 * everything else of the entry (`curated_relation` — a claim —, affiliations, ids) is kept as it is.
 */
export function repointSignatures(
  metadata: Json,
  duplicateRecid: number,
  keptRef: { $ref: string },
): PaperRewrite {
  const duplicate = { collection: 'authors' as const, controlNumber: duplicateRecid };
  let moved = 0;
  const repoint = (people: unknown) =>
    arrayOf(people).map((person) => {
      if (!isObject(person) || !linksTo(person.record, duplicate)) {
        return person;
      }
      moved += 1;
      return { ...person, record: keptRef };
    });
  const authors = repoint(metadata.authors);
  const supervisors = repoint(metadata.supervisors);
  if (moved === 0) {
    return { metadata, moved };
  }
  let result: Json = metadata;
  if (Array.isArray(metadata.authors)) {
    result = { ...result, authors };
  }
  if (Array.isArray(metadata.supervisors)) {
    result = { ...result, supervisors };
  }
  return { metadata: result, moved };
}

/** Names compare without case and surrounding space: `Doe, J.` and `doe, j.` are one variant. */
function nameKey(value: unknown): string | undefined {
  return typeof value === 'string' ? value.trim().toLowerCase() : undefined;
}

/** Identifiers compare by scheme and value without case (`0000-0002-1825-009x` is `…-009X`). */
function idKey(value: unknown): string | undefined {
  if (!isObject(value) || typeof value.schema !== 'string' || typeof value.value !== 'string') {
    return undefined;
  }
  return `${value.schema.toLowerCase()}:${value.value.trim().toLowerCase()}`;
}

/**
 * The kept author after the merge: the duplicate's name, preferred name and name variants become name variants
 * (each once, never the kept name itself), its native names and identifiers (ORCID, INSPIRE BAI …) are added
 * where missing, `deleted_records` names the duplicate, and a stub that absorbs a real profile is a real profile.
 */
export function mergedAuthor(kept: Json, duplicate: Json, duplicateRef: { $ref: string }): Json {
  const keptName = isObject(kept.name) ? kept.name : {};
  const duplicateName = isObject(duplicate.name) ? duplicate.name : {};
  const keptValueKey = nameKey(keptName.value);
  const variants = uniqueBy(
    [
      ...arrayOf(keptName.name_variants),
      duplicateName.value,
      duplicateName.preferred_name,
      ...arrayOf(duplicateName.name_variants),
    ].filter(
      (variant): variant is string => typeof variant === 'string' && nameKey(variant) !== keptValueKey,
    ),
    nameKey,
  );
  const nativeNames = mergedList(keptName.native_names, duplicateName.native_names, nameKey);
  const name: Json = {
    ...keptName,
    ...(variants.length > 0 && { name_variants: variants }),
    ...(nativeNames !== undefined && { native_names: nativeNames }),
  };
  let merged: Json = {
    ...kept,
    name,
    deleted_records: mergedDeletedRecords(kept, duplicate, duplicateRef),
  };
  merged = withField(merged, 'ids', mergedList(kept.ids, duplicate.ids, idKey));
  if (kept.stub === true && duplicate.stub !== true) {
    merged = { ...merged, stub: false };
  }
  return merged;
}

import { normalizeArxiv, normalizeDoi, normalizeReportNumber } from '../citations/identifiers';
import {
  arrayOf,
  isObject,
  linksTo,
  mergedDeletedRecords,
  mergedList,
  type PaperRewrite,
  rewritePapers,
  withField,
} from './common';
import { findCitingPapers } from './repository';
import type { MergeRules } from './run';

type Json = Record<string, unknown>;

/**
 * `POST /api/editor/literature/merge`: merges the duplicate paper into the kept one, in ONE transaction — every
 * paper citing the duplicate has that reference linked to the kept paper (so the citations move and each citer
 * counts once), the kept paper gains the duplicate's identifiers it lacks, and the duplicate is deleted with
 * `new_record` → kept (its URLs redirect, its count drops to 0, it leaves search). Every record written is a
 * revision with the note `Merged literature D into K`: reverting those revisions undoes the merge (README).
 * The rules of this collection: run.ts (`runMerge`) does the rest.
 */
export const LITERATURE_MERGE: MergeRules = {
  collection: 'literature',
  start: async (_tx, { keepRecid, duplicateRecid }) => ({
    note: `Merged literature ${duplicateRecid} into ${keepRecid}`,
    profileUserId: null,
  }),
  relink: async (tx, { kept, duplicate }, { duplicateRecid, keptRef, duplicateRef }, actor) => {
    const repoint = (metadata: Json) => repointReferences(metadata, duplicateRecid, keptRef);
    // The kept paper is written once, by runMerge, with its own references re-pointed too (when it cited the
    // duplicate).
    const citers = (await findCitingPapers(tx, duplicateRecid)).filter(
      (paper) => paper.id !== kept.id && paper.id !== duplicate.id,
    );
    const { written } = await rewritePapers(tx, citers, repoint, actor);
    const keptRewrite = repoint(kept.metadata);
    return {
      kept: mergedLiterature(keptRewrite.metadata, duplicate.metadata, duplicateRef),
      // Papers re-linked (not references): the kept paper counts when it cited the duplicate.
      moved: written.length + (keptRewrite.moved > 0 ? 1 : 0),
      written,
    };
  },
};

/**
 * The paper with every reference linked to the duplicate linked to the kept paper instead; the rest of the
 * reference (`curated_relation`, the raw text) is kept. `moved` counts the references changed.
 */
export function repointReferences(
  metadata: Json,
  duplicateRecid: number,
  keptRef: { $ref: string },
): PaperRewrite {
  const duplicate = { collection: 'literature' as const, controlNumber: duplicateRecid };
  let moved = 0;
  const references = arrayOf(metadata.references).map((reference) => {
    if (!isObject(reference) || !linksTo(reference.record, duplicate)) {
      return reference;
    }
    moved += 1;
    return { ...reference, record: keptRef };
  });
  return moved === 0 ? { metadata, moved } : { metadata: { ...metadata, references }, moved };
}

/** A list item's `value`, normalised with the rule reference matching uses for that identifier. */
function valueKey(normalize: (value: string) => string) {
  return (item: unknown) =>
    isObject(item) && typeof item.value === 'string' ? normalize(item.value) : undefined;
}

function texkeyKey(item: unknown): string | undefined {
  return typeof item === 'string' ? item.trim() : undefined;
}

/**
 * The kept paper after the merge: the duplicate's arXiv e-prints, DOIs, report numbers and texkeys it lacks are
 * added (compared as reference matching compares them, so `arXiv:1207.7214v2` and `1207.7214` are one e-print),
 * so references that name the duplicate by an identifier now match the kept paper; `deleted_records` names the
 * duplicate. Everything else of the kept paper stays as it is.
 */
export function mergedLiterature(kept: Json, duplicate: Json, duplicateRef: { $ref: string }): Json {
  let merged: Json = { ...kept, deleted_records: mergedDeletedRecords(kept, duplicate, duplicateRef) };
  merged = withField(
    merged,
    'arxiv_eprints',
    mergedList(kept.arxiv_eprints, duplicate.arxiv_eprints, valueKey(normalizeArxiv)),
  );
  merged = withField(merged, 'dois', mergedList(kept.dois, duplicate.dois, valueKey(normalizeDoi)));
  merged = withField(
    merged,
    'report_numbers',
    mergedList(kept.report_numbers, duplicate.report_numbers, valueKey(normalizeReportNumber)),
  );
  return withField(merged, 'texkeys', mergedList(kept.texkeys, duplicate.texkeys, texkeyKey));
}

import { generateTexkey, randomTexkeySuffix } from '@parton/cite';
import type { LiteratureMetadata } from '@parton/records';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { allocateControlNumber } from '../records/repository';
import { type SaveOutcome, saveRecordsInTransaction } from '../records/writer';
import { takenTexkeys } from './repository';

/** One harvested paper, mapped and (for a paper we have) merged, checked against the schema. */
export type HarvestedPaper =
  | { action: 'create'; identifier: string; metadata: Record<string, unknown> }
  | { action: 'update'; identifier: string; controlNumber: number; metadata: Record<string, unknown> };

/**
 * THE SEAM between harvesting and what happens to a harvested paper. Today the papers are written at once
 * (`writeHarvestedDirectly`), marked by their acquisition_source. When workflows exist, a workflow intake replaces
 * it: each paper opens a HEP_CREATE workflow (HEP_UPDATE when `action` is `update`), as the reference's arXiv
 * harvest does, and the workflow stores the record after its checks. It runs in the transaction that also
 * records the harvest's progress, so a page's papers and the resumption point commit together.
 */
export type HarvestIntake = (tx: Transaction<Database>, papers: HarvestedPaper[]) => Promise<SaveOutcome[]>;

const TEXKEY_ATTEMPTS = 5;

/**
 * A texkey for each new paper, as the reference mints one on creation (`Ellis:2026abc`), unique among stored
 * papers and this batch; a paper without first author/collaboration or date gets none.
 */
async function mintTexkeys(tx: Transaction<Database>, papers: Record<string, unknown>[]): Promise<void> {
  const used = new Set<string>();
  let pending = papers.filter(
    (metadata) => !Array.isArray(metadata.texkeys) || metadata.texkeys.length === 0,
  );
  for (let attempt = 0; attempt < TEXKEY_ATTEMPTS && pending.length > 0; attempt += 1) {
    const proposals = pending.map((metadata) => ({
      metadata,
      texkey: generateTexkey(metadata as LiteratureMetadata, randomTexkeySuffix),
    }));
    const taken = await takenTexkeys(
      tx,
      proposals.flatMap((proposal) => proposal.texkey ?? []),
    );
    const retry: Record<string, unknown>[] = [];
    for (const { metadata, texkey } of proposals) {
      if (texkey === undefined) {
        continue;
      }
      if (taken.has(texkey) || used.has(texkey)) {
        retry.push(metadata);
        continue;
      }
      used.add(texkey);
      metadata.texkeys = [texkey];
    }
    pending = retry;
  }
}

/** The intake until workflows exist: new papers get a control number and a texkey; all go through the writer. */
export const writeHarvestedDirectly: HarvestIntake = async (tx, papers) => {
  const created = papers.filter((paper) => paper.action === 'create').map((paper) => paper.metadata);
  await mintTexkeys(tx, created);
  const inputs = [];
  for (const paper of papers) {
    const controlNumber = paper.action === 'update' ? paper.controlNumber : await allocateControlNumber(tx);
    inputs.push({
      collection: 'literature' as const,
      metadata: { ...paper.metadata, control_number: controlNumber },
    });
  }
  // Checked against the schema by the harvester, which reports a failing paper instead of failing the page.
  return saveRecordsInTransaction(tx, inputs, { alreadyValidated: true });
};

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/engine';
import { importPaths } from '../../importer/importer';
import { createTestDatabase } from '../../testing/database';
import { RECORD_SOURCES } from '../../testing/sources';
import { signatureRows } from './signatures';

// On a generated corpus always, and on the real demo records as an extra layer.
for (const source of RECORD_SOURCES) {
  describe.skipIf(!source.available)(source.title('signature rows'), () => {
    let handle: DatabaseHandle;

    beforeAll(async () => {
      handle = await createTestDatabase();
      const folder = await source.folder();
      try {
        expect((await importPaths(handle.db, [folder.dir])).rejected).toBe(0);
      } finally {
        await folder.remove();
      }
    });
    afterAll(async () => {
      await handle?.close();
    });

    it('stores every signature of every paper exactly as derived (names with diacritics, ids, affiliations)', async () => {
      const papers = await handle.db
        .selectFrom('records')
        .select(['id', 'control_number', 'metadata', 'deleted'])
        .where('pid_type', '=', 'lit')
        .execute();
      const stored = await handle.db.selectFrom('literature_authors').selectAll().execute();
      const expected = papers
        .filter((paper) => !paper.deleted)
        .flatMap((paper) =>
          signatureRows({
            recordId: paper.id,
            collection: 'literature',
            controlNumber: paper.control_number,
            revisionId: 0,
            kind: 'created',
            deleted: false,
            metadata: paper.metadata as Record<string, unknown>,
            previous: null,
          }),
        );
      const byKey = (rows: { record_id: string; position: number }[]) =>
        [...rows].sort((a, b) => a.record_id.localeCompare(b.record_id) || a.position - b.position);
      expect(expected.length).toBeGreaterThan(200);
      expect(expected.some((row) => row.ids.length > 0 && row.affiliation_recids.length > 0)).toBe(true);
      expect(expected.some((row) => /[^\x20-\x7e]/.test(row.full_name))).toBe(true);
      expect(byKey(stored.map((row) => ({ ...row, control_number: Number(row.control_number) })))).toEqual(
        byKey(expected.map((row) => ({ ...row, bai: row.bai ?? null }))),
      );
    });
  });
}

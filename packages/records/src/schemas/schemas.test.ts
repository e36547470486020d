import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectionOfFolderName, collectionOfSchemaUrl } from '../collections';
import { DEMO_DATA_DIR as DEMO, DEMO_SKIP_REASON, hasDemoData } from '../testing/demoData';
import { validateRecord } from './index';

// Generated records are validated against these schemas by @parton/corpus's own tests (corpus.test.ts).

describe('record schemas', () => {
  it.skipIf(!hasDemoData)(
    `accept every real demo record${hasDemoData ? '' : ` (${DEMO_SKIP_REASON})`}`,
    () => {
      const failures: string[] = [];
      for (const folder of readdirSync(DEMO, { withFileTypes: true })) {
        if (!folder.isDirectory()) {
          continue;
        }
        for (const file of readdirSync(join(DEMO, folder.name))) {
          const record = JSON.parse(readFileSync(join(DEMO, folder.name, file), 'utf8'));
          const collection = collectionOfSchemaUrl(record.$schema) ?? collectionOfFolderName(folder.name);
          expect(collection, file).toBeDefined();
          const result = validateRecord(collection!, record);
          if (!result.ok) {
            failures.push(`${folder.name}/${file}: ${JSON.stringify(result.issues)}`);
          }
        }
      }
      expect(failures).toEqual([]);
    },
  );

  it('names the failing field of a malformed literature record', () => {
    const result = validateRecord('literature', { control_number: 'x', titles: [] });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      const paths = result.issues.map((issue) => issue.path);
      expect(paths).toContain('control_number');
      expect(paths).toContain('titles');
    }
  });

  it('keeps fields the model does not know', () => {
    const record = { control_number: 1, titles: [{ title: 'A', extra: 1 }], something_new: { a: [1] } };
    const result = validateRecord('literature', record);
    expect(result).toEqual({ ok: true, metadata: record });
  });
});

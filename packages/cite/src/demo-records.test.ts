import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type LiteratureMetadata, linkOf } from '@parton/records';
import { describe, expect, it } from 'vitest';
import { bibtexEntryType, type ParentRecord, toBibtex } from './bibtex';
import { toCvHtml } from './cv';
import { toLatex } from './latex';
import { texkeyPrefix } from './texkey';

/** Real records of the reference platform (CC0), read in place and never copied into the project. */
const DEMO = join(import.meta.dirname, '../../../../shared/data/inspire-demo');
const LITERATURE = join(DEMO, 'literature');
const hasDemo = existsSync(LITERATURE);
const TODAY = new Date('2024-01-05T00:00:00Z');
const LEAKED_VALUES = ['undefined', 'null', 'NaN', '[object Object]'];

function readRecords(folder: string): Map<number, LiteratureMetadata> {
  const records = new Map<number, LiteratureMetadata>();
  if (!existsSync(folder)) {
    return records;
  }
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
    const record = JSON.parse(readFileSync(join(folder, file), 'utf8')) as LiteratureMetadata;
    records.set(record.control_number, record);
  }
  return records;
}

const literature = readRecords(LITERATURE);
// Upstream keeps one conference record in a folder of its own, `conference/`.
const conferences = new Map([
  ...readRecords(join(DEMO, 'conferences')),
  ...readRecords(join(DEMO, 'conference')),
]);

/** The parent the server would resolve: the conference of an @inproceedings, else the parent book. */
function parentOf(record: LiteratureMetadata): ParentRecord | undefined {
  const byConference = bibtexEntryType(record) === 'inproceedings';
  for (const info of record.publication_info ?? []) {
    const link = linkOf(byConference ? info.conference_record : info.parent_record);
    const parent = link && (byConference ? conferences : literature).get(link.controlNumber);
    if (parent) {
      return parent;
    }
  }
  return undefined;
}

/** A word such as "null" may be in a title; it must not appear in the output unless the record has it. */
function leakedValues(output: string, record: LiteratureMetadata): string[] {
  const recordText = JSON.stringify(record);
  return LEAKED_VALUES.filter((value) => output.includes(value) && !recordText.includes(value));
}

function renderAll(record: LiteratureMetadata): Record<string, string> {
  const citationCount = typeof record['citation_count'] === 'number' ? record['citation_count'] : 0;
  return {
    bibtex: toBibtex(record, { parent: parentOf(record) }),
    'latex-eu': toLatex(record, 'eu', { citationCount, today: TODAY }),
    'latex-us': toLatex(record, 'us', { citationCount, today: TODAY }),
    cv: toCvHtml([record], { baseUrl: 'https://parton.example' }),
  };
}

describe('the real demo literature records', () => {
  if (!hasDemo) {
    it.skip(`are absent (${LITERATURE}): rendering them in every format is not checked`, () => {});
    return;
  }

  it('render in every format without failing or leaking undefined, null or objects', () => {
    const problems: string[] = [];
    for (const record of literature.values()) {
      const outputs = renderAll(record);
      for (const [format, output] of Object.entries(outputs)) {
        for (const value of leakedValues(output, record)) {
          problems.push(`${record.control_number} ${format}: contains "${value}"`);
        }
      }
      if (!outputs['bibtex']?.startsWith('@') || !outputs['bibtex'].endsWith('}\n')) {
        problems.push(`${record.control_number} bibtex: ${outputs['bibtex']}`);
      }
      if (!outputs['latex-eu']?.startsWith('%\\cite{')) {
        problems.push(`${record.control_number} latex-eu: ${outputs['latex-eu']}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('render together as one CV document', () => {
    const html = toCvHtml([...literature.values()], { baseUrl: 'https://parton.example' });
    expect(html.match(/<br>/g)).toHaveLength(literature.size);
    expect(html).not.toContain('undefined');
  });

  it('mostly carry the texkey the rules derive (older keys follow older rules)', () => {
    const withTexkey = [...literature.values()].filter((record) => (record.texkeys ?? []).length > 0);
    const agreeing = withTexkey.filter((record) => {
      const prefix = texkeyPrefix(record);
      return prefix !== undefined && (record.texkeys?.[0] ?? '').startsWith(prefix);
    });
    expect(withTexkey.length).toBeGreaterThan(0);
    expect(agreeing.length / withTexkey.length).toBeGreaterThan(0.9);
  });
});

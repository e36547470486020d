import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateCorpus } from '@parton/corpus';
import { type LiteratureMetadata, linkOf } from '@parton/records';
import { DEMO_SKIP_REASON, demoFolder, hasDemoData } from '@parton/records/testing/demo-data';
import { describe, expect, it } from 'vitest';
import { bibtexEntryType, type ParentRecord, toBibtex } from './bibtex';
import { toCvHtml } from './cv';
import { toLatex } from './latex';
import { texkeyPrefix } from './texkey';

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

/** Papers and the conferences they may point at, by control number. */
interface RecordSet {
  literature: Map<number, LiteratureMetadata>;
  conferences: Map<number, LiteratureMetadata>;
}

/** Real records of the reference platform (CC0), read in place and never copied into the project. */
function demoSet(): RecordSet {
  if (!hasDemoData) {
    return { literature: new Map(), conferences: new Map() };
  }
  return {
    literature: readRecords(demoFolder('literature')),
    // Upstream keeps one conference record in a folder of its own, `conference/`.
    conferences: new Map([
      ...readRecords(demoFolder('conferences')),
      ...readRecords(demoFolder('conference')),
    ]),
  };
}

/** A generated corpus with books, proceedings and their conferences. */
function generatedSet(): RecordSet {
  const set: RecordSet = { literature: new Map(), conferences: new Map() };
  for (const record of generateCorpus({ seed: 5, literature: 300, referenceDate: '2026-06-01' })) {
    if (record.collection === 'literature') {
      set.literature.set(record.metadata.control_number, record.metadata);
    } else if (record.collection === 'conferences') {
      set.conferences.set(record.metadata.control_number, record.metadata as unknown as LiteratureMetadata);
    }
  }
  return set;
}

/** The parent the server would resolve: the conference of an @inproceedings, else the parent book. */
function parentOf(
  record: LiteratureMetadata,
  { literature, conferences }: RecordSet,
): ParentRecord | undefined {
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

function renderAll(record: LiteratureMetadata, set: RecordSet): Record<string, string> {
  const citationCount = typeof record['citation_count'] === 'number' ? record['citation_count'] : 0;
  return {
    bibtex: toBibtex(record, { parent: parentOf(record, set) }),
    'latex-eu': toLatex(record, 'eu', { citationCount, today: TODAY }),
    'latex-us': toLatex(record, 'us', { citationCount, today: TODAY }),
    cv: toCvHtml([record], { baseUrl: 'https://parton.example' }),
  };
}

const SETS: { title: string; available: boolean; read: () => RecordSet }[] = [
  { title: 'generated literature records', available: true, read: generatedSet },
  {
    title: `the real demo literature records${hasDemoData ? '' : ` (${DEMO_SKIP_REASON})`}`,
    available: hasDemoData,
    read: demoSet,
  },
];

for (const { title, available, read } of SETS) {
  describe.skipIf(!available)(title, () => {
    const set = available ? read() : { literature: new Map(), conferences: new Map() };
    const { literature } = set;

    it('render in every format without failing or leaking undefined, null or objects', () => {
      const problems: string[] = [];
      for (const record of literature.values()) {
        const outputs = renderAll(record, set);
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
}

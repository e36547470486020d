/**
 * Measures the generation rate: `npx tsx packages/corpus/src/generator/rate.ts [literature] [seed]`
 * (default 100,000 literature records). Prints records/s for the literature phase, objects only and
 * then with JSON serialisation, in wall-clock and CPU time: on a shared machine the process gets a
 * fraction of a core and only CPU time says what the generator costs. "Typical records" are those
 * with at most 10 authors and 40 references; large collaboration papers cost far more.
 */
import { generateCorpus } from './corpus';

interface PhaseTiming {
  records: number;
  wallMs: number;
  cpuMs: number;
  bytes: number;
  authors: number;
  references: number;
  /** Records with at most 10 authors and 40 references, and the wall and CPU time spent producing them. */
  typicalRecords: number;
  typicalMs: number;
  typicalCpuMs: number;
}

function cpuMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

function measure(literature: number, seed: number, serialise: boolean): PhaseTiming {
  const corpus = generateCorpus({ seed, literature, referenceDate: '2025-06-15' });
  const timing: PhaseTiming = {
    records: 0,
    wallMs: 0,
    cpuMs: 0,
    bytes: 0,
    authors: 0,
    references: 0,
    typicalRecords: 0,
    typicalMs: 0,
    typicalCpuMs: 0,
  };
  let wallStart = 0;
  let cpuStart = 0;
  let previous = performance.now();
  let previousCpu = cpuMs();
  for (const record of corpus) {
    // The time since the previous record is the time the generator spent producing this one.
    const now = performance.now();
    const nowCpu = cpuMs();
    const spent = now - previous;
    const spentCpu = nowCpu - previousCpu;
    if (record.collection !== 'literature') {
      if (timing.records > 0 && timing.wallMs === 0) {
        timing.wallMs = performance.now() - wallStart;
        timing.cpuMs = cpuMs() - cpuStart;
      }
      previous = performance.now();
      previousCpu = cpuMs();
      continue;
    }
    if (timing.records === 0) {
      wallStart = performance.now();
      cpuStart = cpuMs();
    }
    timing.records++;
    const authors = record.metadata.authors?.length ?? 0;
    const references = record.metadata.references?.length ?? 0;
    timing.authors += authors;
    timing.references += references;
    if (serialise) {
      timing.bytes += JSON.stringify(record.metadata).length + 1;
    }
    if (authors <= 10 && references <= 40) {
      timing.typicalRecords++;
      timing.typicalMs += spent + (performance.now() - now);
      timing.typicalCpuMs += spentCpu + (cpuMs() - nowCpu);
    }
    previous = performance.now();
    previousCpu = cpuMs();
  }
  if (timing.wallMs === 0) {
    timing.wallMs = performance.now() - wallStart;
    timing.cpuMs = cpuMs() - cpuStart;
  }
  return timing;
}

function report(label: string, timing: PhaseTiming): void {
  const perSecondWall = Math.round((timing.records / timing.wallMs) * 1000);
  const perSecondCpu = Math.round((timing.records / timing.cpuMs) * 1000);
  const size = timing.bytes > 0 ? `, ${(timing.bytes / timing.records / 1024).toFixed(1)} KiB/record` : '';
  console.log(
    `${label}: ${timing.records} literature records in ${(timing.wallMs / 1000).toFixed(2)} s wall ` +
      `(${perSecondWall.toLocaleString('en-US')}/s), ${(timing.cpuMs / 1000).toFixed(2)} s CPU ` +
      `(${perSecondCpu.toLocaleString('en-US')}/s); ${(timing.authors / timing.records).toFixed(1)} authors and ` +
      `${(timing.references / timing.records).toFixed(1)} references per record${size}; typical records ` +
      `(≤10 authors, ≤40 references, ${Math.round((100 * timing.typicalRecords) / timing.records)}%): ` +
      `${Math.round((timing.typicalRecords / timing.typicalMs) * 1000).toLocaleString('en-US')}/s wall, ` +
      `${Math.round((timing.typicalRecords / timing.typicalCpuMs) * 1000).toLocaleString('en-US')}/s CPU`,
  );
}

const literature = Number(process.argv[2] ?? 100_000);
const seed = Number(process.argv[3] ?? 1);
report('objects', measure(literature, seed, false));
report('objects + JSON', measure(literature, seed, true));

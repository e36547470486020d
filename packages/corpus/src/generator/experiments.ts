/** Experiments and collaborations: the table used to build collaboration papers, and their records. */
import type { ExperimentMetadata } from '@parton/records';
import { type CorpusContext, STREAM } from './context';
import { pad2 } from './dates';
import type { InstitutionTable } from './institutions';
import { Random } from './random';
import type { GeneratedRecord } from './types';
import { EXPERIMENT_SEEDS, type ExperimentSeed } from './vocab/experiments';

const SYNTHETIC_LABS: readonly (readonly [string, string, string, string])[] = [
  ['FNAL-E', 'Fermilab', 'Fixed-Target Experiments|Hadrons', 'hep-ex'],
  ['CERN-NA', 'CERN', 'Fixed-Target Experiments|Hadrons', 'hep-ex'],
  ['KEK-E', 'KEK, Tsukuba', 'Fixed-Target Experiments|Leptons', 'hep-ex'],
  ['BNL-E', 'Brookhaven', 'Fixed-Target Experiments|Hadrons', 'nucl-ex'],
  ['JLAB-E', 'Jefferson Lab', 'Fixed-Target Experiments|Leptons|e p', 'nucl-ex'],
  ['GSI-E', 'GSI, Darmstadt', 'Fixed-Target Experiments|Nuclear physics', 'nucl-ex'],
];

/** Which experiments take authors of a field, and which experiments a paper of a field may come from. */
export function fieldAccepts(experimentField: string, authorField: string): boolean {
  if (experimentField === authorField) {
    return true;
  }
  switch (experimentField) {
    case 'hep-ex':
      return authorField === 'physics.ins-det' || authorField === 'nucl-ex';
    case 'nucl-ex':
      return authorField === 'hep-ex' || authorField === 'physics.ins-det';
    case 'gr-qc':
      return authorField === 'astro-ph';
    case 'astro-ph':
      return authorField === 'gr-qc' || authorField === 'hep-ex';
    default:
      return false;
  }
}

export class ExperimentTable {
  readonly entries: ExperimentSeed[] = [];
  /** Host institution index per experiment, or -1 when the host is not in the corpus. */
  readonly host: Int32Array;
  private readonly byLegacyName = new Map<string, number>();

  constructor(ctx: CorpusContext, institutions: InstitutionTable) {
    const random = new Random();
    for (let index = 0; index < ctx.counts.experiments; index++) {
      const seed =
        index < EXPERIMENT_SEEDS.length
          ? (EXPERIMENT_SEEDS[index] as ExperimentSeed)
          : syntheticExperiment(
              random.reset(ctx.seed, STREAM.experiment, index),
              index - EXPERIMENT_SEEDS.length,
            );
      this.entries.push(seed);
      this.byLegacyName.set(seed.legacyName, index);
    }
    this.host = new Int32Array(this.entries.length);
    for (let index = 0; index < this.entries.length; index++) {
      this.host[index] = institutions.indexOfIcn(this.entries[index]?.hostIcn ?? '') ?? -1;
    }
  }

  get count(): number {
    return this.entries.length;
  }

  indexOfLegacyName(name: string): number | undefined {
    return this.byLegacyName.get(name);
  }

  /** Papers appear from a few years before data taking (design reports) to a few years after. */
  isPublishing(index: number, year: number): boolean {
    const experiment = this.entries[index];
    if (!experiment) {
      return false;
    }
    const end = experiment.cancelled ?? experiment.completed;
    return experiment.started - 4 <= year && (end === undefined || year <= end + 3);
  }

  isRunning(index: number, fromYear: number, toYear: number): boolean {
    const experiment = this.entries[index];
    if (!experiment) {
      return false;
    }
    const end = experiment.cancelled ?? experiment.completed ?? 9999;
    return experiment.started - 3 <= toYear && fromYear <= end;
  }
}

function syntheticExperiment(random: Random, ordinal: number): ExperimentSeed {
  const [prefix, hostIcn, classification, field] = SYNTHETIC_LABS[
    ordinal % SYNTHETIC_LABS.length
  ] as readonly [string, string, string, string];
  const number = 100 + ordinal * 7 + random.int(7);
  const started = random.between(1965, 2022);
  const seed: ExperimentSeed = {
    legacyName: `${prefix}-${String(number).padStart(4, '0')}`,
    collaboration: `${prefix.split('-')[0]} E${number}`,
    longName: `${prefix} experiment ${number}`,
    accelerator: prefix.split('-')[0] ?? 'NON',
    hostIcn,
    started,
    classification,
    size: random.between(15, 260),
    field,
  };
  if (random.chance(0.7)) {
    seed.completed = Math.min(started + random.between(2, 15), 2030);
  }
  return seed;
}

/** Predecessor → successor pairs by legacy name. */
const SUCCESSIONS: readonly (readonly [string, string])[] = [
  ['KEK-BF-BELLE', 'KEK-BF-BELLE-II'],
  ['KAMIOKANDE', 'SUPER-KAMIOKANDE'],
  ['SUPER-KAMIOKANDE', 'HYPER-KAMIOKANDE'],
  ['PSI-R-99-05', 'FNAL-E-0973'],
  ['FNAL-E-0875', 'FNAL-E-0929'],
];

export function* experimentRecords(
  ctx: CorpusContext,
  table: ExperimentTable,
  institutions: InstitutionTable,
): Generator<GeneratedRecord> {
  const random = new Random();
  for (let index = 0; index < table.count; index++) {
    random.reset(ctx.seed, STREAM.experiment + 100, index);
    const experiment = table.entries[index] as ExperimentSeed;
    const date = (year: number): string =>
      `${year}-${pad2(random.between(1, 12))}-${pad2(random.between(1, 28))}`;
    const metadata: ExperimentMetadata = {
      $schema: ctx.schemaUrl.experiments,
      control_number: ctx.controlNumber('experiments', index),
      self: ctx.ref('experiments', index),
      _collections: ['Experiments'],
      legacy_name: experiment.legacyName,
      long_name: experiment.longName,
      name_variants: [
        ...new Set([
          experiment.collaboration,
          experiment.legacyName.split('-').slice(-1)[0] ?? experiment.collaboration,
        ]),
      ],
      collaboration: { value: experiment.collaboration },
      accelerator: { value: experiment.accelerator },
      inspire_classification: [experiment.classification],
      project_type: [
        experiment.classification.startsWith('Non-experimental') ? 'collaboration' : 'experiment',
      ],
      date_proposed: date(experiment.started - random.between(4, 10)),
      date_approved: date(experiment.started - random.between(1, 4)),
      description: `${experiment.longName}. The ${experiment.collaboration} collaboration counts about ${experiment.size} members from institutes around the world.`,
      core: true,
    };
    if (experiment.started <= ctx.referenceYear) {
      metadata.date_started = date(experiment.started);
    }
    if (experiment.completed !== undefined && experiment.completed <= ctx.referenceYear) {
      metadata.date_completed = date(experiment.completed);
    }
    if (experiment.cancelled !== undefined) {
      metadata.date_cancelled = date(experiment.cancelled);
    }
    const host = table.host[index] ?? -1;
    metadata.institutions =
      host >= 0
        ? [{ value: institutions.icn(host), record: ctx.ref('institutions', host) }]
        : [{ value: experiment.hostIcn }];
    if (experiment.url) {
      metadata.urls = [{ value: experiment.url, description: 'home page' }];
    }
    const related: NonNullable<ExperimentMetadata['related_records']> = [];
    for (const [before, after] of SUCCESSIONS) {
      const other =
        experiment.legacyName === before ? after : experiment.legacyName === after ? before : undefined;
      const otherIndex = other === undefined ? undefined : table.indexOfLegacyName(other);
      if (otherIndex !== undefined) {
        related.push({
          record: ctx.ref('experiments', otherIndex),
          relation: experiment.legacyName === before ? 'successor' : 'predecessor',
          curated_relation: true,
        });
      }
    }
    if (related.length > 0) {
      metadata.related_records = related;
    }
    yield { collection: 'experiments', metadata };
  }
}

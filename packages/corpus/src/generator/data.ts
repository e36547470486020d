/** Data records (HEPData-like): each describes the tables of one literature record. */
import type { DataMetadata } from '@parton/records';
import { type CorpusContext, STREAM } from './context';
import { civilFromDays, formatDays } from './dates';
import type { ExperimentTable } from './experiments';
import { DOC, type LiteratureState } from './literature-state';
import { titleFor } from './prose';
import { Random } from './random';
import type { GeneratedRecord } from './types';

const OBSERVABLES = [
  '$p_{T}$',
  '$|\\eta|$',
  '$\\sigma$ [pb]',
  '$d\\sigma/dM_{\\ell\\ell}$',
  '$\\Delta\\phi$',
  'CLs',
  '$m_{T}$',
  'Yield',
  '$v_2$',
  'Efficiency',
];

export function* dataRecords(
  ctx: CorpusContext,
  state: LiteratureState,
  experiments: ExperimentTable,
): Generator<GeneratedRecord> {
  const random = new Random();
  const titleRandom = new Random();
  for (let d = 0; d < ctx.counts.data; d++) {
    random.reset(ctx.seed, STREAM.data, d);
    let paper = -1;
    if (state.count > 0) {
      // HEPData holds mostly experimental, published results.
      for (let attempt = 0; attempt < 12; attempt++) {
        paper = random.int(state.count);
        if ((state.collaboration[paper] ?? -1) >= 0 && (state.journal[paper] ?? -1) >= 0) {
          break;
        }
      }
    }
    const record = 100_000 + d * 3 + random.int(3);
    const doi = `10.17182/hepdata.${record}`;
    const tables = random.between(1, 6);
    const dois: NonNullable<DataMetadata['dois']> = [{ value: doi, material: 'data' }];
    for (let table = 1; table <= tables; table++) {
      dois.push({ value: `${doi}.v1/t${table}`, material: 'part' });
    }
    const metadata: DataMetadata = {
      $schema: ctx.schemaUrl.data,
      control_number: ctx.controlNumber('data', d),
      self: ctx.ref('data', d),
      _collections: ['Data'],
      dois,
      keywords: [{ value: `observables: ${random.sample(OBSERVABLES, random.between(2, 5)).join(',')}` }],
    };
    if (paper >= 0) {
      const days = state.days[paper] ?? ctx.referenceDays;
      const { year } = civilFromDays(days);
      const title =
        (state.docType[paper] ?? 0) <= DOC.report
          ? titleFor(
              titleRandom.reset(ctx.seed, STREAM.literatureTitle, paper),
              state.category[paper] ?? 0,
              year,
            )
          : `Data tables, ${year}`;
      metadata.titles = [{ title, source: 'hepdata' }];
      const link: NonNullable<DataMetadata['literature']>[number] = { record: ctx.ref('literature', paper) };
      const paperDoi = state.doiOf(paper);
      if (paperDoi) {
        link.doi = { value: paperDoi };
      }
      metadata.literature = [link];
      metadata.creation_date = formatDays(Math.min(ctx.referenceDays, days + random.between(30, 1500)));
      const experiment = state.collaboration[paper] ?? -1;
      const entry = experiments.entries[experiment];
      if (experiment >= 0 && entry) {
        metadata.collaborations = [{ value: entry.collaboration }];
        metadata.accelerator_experiments = [
          { legacy_name: entry.legacyName, record: ctx.ref('experiments', experiment) },
        ];
      }
      if (random.chance(0.5)) {
        metadata.abstracts = [
          { value: `Tables of the measurements presented in "${title}".`, source: 'hepdata' },
        ];
      }
    }
    yield { collection: 'data', metadata };
  }
}

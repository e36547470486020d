import { displayName } from '@parton/query';
import { type CollectionName, linkOf, type PidType } from '@parton/records';
import { formatPartialDate } from './literatureUi';

type Json = Record<string, unknown>;

/** What the UI JSON of an author, institution, conference, … record adds from other records. */
export interface CollectionUiExtras {
  /** Papers of an institution, journal or experiment; contributions of a conference. */
  numberOfPapers?: number;
  /** Linked records by `pid:controlNumber` (titles, ICN, experiment name). */
  related: ReadonlyMap<string, Json>;
  /** Proceedings of a conference. */
  proceedings?: Json[];
  /** Citations of a dataset. */
  citationCount?: number;
}

/** Fields of the other collections that the UI JSON never shows (bookkeeping and private notes). */
const PRIVATE_FIELDS = new Set([
  '$schema',
  '_private_notes',
  '_collections',
  '_export_to',
  '_desy_bookkeeping',
  '_files',
  'acquisition_source',
  'self',
  'legacy_version',
  'legacy_creation_date',
]);

function objects(value: unknown): Json[] {
  return Array.isArray(value)
    ? value.filter((item): item is Json => item !== null && typeof item === 'object' && !Array.isArray(item))
    : [];
}

function identifierValue(identifiers: unknown, schema: string): string | undefined {
  const value = objects(identifiers).find(
    (identifier) => String(identifier.schema ?? '').toUpperCase() === schema,
  )?.value;
  return typeof value === 'string' ? value : undefined;
}

/** `2010-present`, `2005-2009`, `2005`, as the reference prints a position's period. */
function displayDate(position: Json): string | undefined {
  const start = typeof position.start_date === 'string' ? position.start_date : undefined;
  const end = typeof position.end_date === 'string' ? position.end_date : undefined;
  const prefix = start ? `${start}-` : '';
  if (position.current === true) {
    return `${prefix}present`;
  }
  if (end) {
    return `${prefix}${end}`;
  }
  return start;
}

/** A single current position without dates says nothing a profile header does not already say. */
function shouldDisplayPositions(positions: readonly Json[]): boolean {
  if (positions.length !== 1) {
    return positions.length > 1;
  }
  const [position] = positions;
  return position?.current !== true || Boolean(position?.start_date || position?.end_date);
}

/** UI fields read from an author's ids, by id schema. */
const AUTHOR_IDS: readonly (readonly [string, string])[] = [
  ['bai', 'INSPIRE BAI'],
  ['orcid', 'ORCID'],
  ['twitter', 'TWITTER'],
  ['bluesky', 'BLUESKY'],
  ['mastodon', 'MASTODON'],
  ['linkedin', 'LINKEDIN'],
];

function authorFields(metadata: Json): Json {
  const name = (metadata.name ?? {}) as Json;
  const shownName =
    typeof name.preferred_name === 'string'
      ? name.preferred_name
      : displayName(typeof name.value === 'string' ? name.value : '');
  const positions = objects(metadata.positions);
  const fields: Json = {
    facet_author_name: `${String(metadata.control_number)}_${shownName}`,
    should_display_positions: shouldDisplayPositions(positions),
  };
  if (positions.length > 0) {
    fields.positions = positions.map((position) => {
      const date = displayDate(position);
      return date ? { ...position, display_date: date } : position;
    });
  }
  for (const [field, schema] of AUTHOR_IDS) {
    const value = identifierValue(metadata.ids, schema);
    if (value) {
      fields[field] = value;
    }
  }
  return fields;
}

/** Related institutions or experiments by relation (`parent_institutions`, `successor_experiments`, …). */
function relatedRecords(
  metadata: Json,
  kind: 'institutions' | 'experiments',
  related: ReadonlyMap<string, Json>,
): Json {
  const pidType: PidType = kind === 'institutions' ? 'ins' : 'exp';
  const fields: Json = {};
  for (const relation of ['parent', 'subsidiary', 'successor', 'predecessor']) {
    const records = objects(metadata.related_records)
      .filter((item) => item.relation === relation)
      .flatMap((item) => {
        const link = linkOf(item.record);
        if (link?.collection !== kind) {
          return [];
        }
        const summary = related.get(`${pidType}:${link.controlNumber}`) ?? {};
        const name = kind === 'institutions' ? summary.legacy_ICN : summary.legacy_name;
        return [
          {
            control_number: link.controlNumber,
            ...(name === undefined ? {} : { [kind === 'institutions' ? 'legacy_ICN' : 'legacy_name']: name }),
          },
        ];
      });
    if (records.length > 0) {
      fields[`${relation}_${kind}`] = records;
    }
  }
  return fields;
}

/** Records an author, institution, experiment or seminar links to, whose names its UI JSON shows. */
export function relatedRecordKeys(
  collection: CollectionName,
  records: readonly Json[],
): { pidType: PidType; controlNumber: number }[] {
  return records.flatMap((metadata) => {
    if (collection === 'institutions' || collection === 'experiments') {
      return objects(metadata.related_records).flatMap((item) => {
        const link = linkOf(item.record);
        return link?.collection === collection
          ? [
              {
                pidType: (collection === 'institutions' ? 'ins' : 'exp') as PidType,
                controlNumber: link.controlNumber,
              },
            ]
          : [];
      });
    }
    if (collection === 'seminars') {
      return objects(metadata.literature_records).flatMap((item) => {
        const link = linkOf(item.record);
        return link?.collection === 'literature'
          ? [{ pidType: 'lit' as PidType, controlNumber: link.controlNumber }]
          : [];
      });
    }
    return [];
  });
}

/**
 * UI JSON metadata of an author, institution, conference, … record: its public fields (private and bookkeeping
 * ones left out) and what the detail pages read besides — author ids and positions, paper and contribution
 * counts, related institutions and experiments, proceedings, the papers of a seminar, a dataset's citations.
 */
export function collectionUiMetadata(
  collection: CollectionName,
  metadata: Json,
  extras: CollectionUiExtras,
): Json {
  const ui = Object.fromEntries(Object.entries(metadata).filter(([key]) => !PRIVATE_FIELDS.has(key)));
  switch (collection) {
    case 'authors':
      Object.assign(ui, authorFields(metadata));
      break;
    case 'institutions': {
      Object.assign(ui, relatedRecords(metadata, 'institutions', extras.related));
      const grid = identifierValue(metadata.external_system_identifiers, 'GRID');
      const ror = identifierValue(metadata.external_system_identifiers, 'ROR');
      Object.assign(ui, grid ? { grid } : {}, ror ? { ror } : {});
      break;
    }
    case 'experiments':
      Object.assign(ui, relatedRecords(metadata, 'experiments', extras.related));
      break;
    case 'conferences':
      if (extras.proceedings && extras.proceedings.length > 0) {
        ui.proceedings = extras.proceedings;
      }
      break;
    case 'seminars': {
      const papers = objects(metadata.literature_records).map((item) => {
        const link = linkOf(item.record);
        const summary = link ? extras.related.get(`lit:${link.controlNumber}`) : undefined;
        return {
          ...item,
          ...(link ? { control_number: link.controlNumber } : {}),
          ...(summary?.titles === undefined ? {} : { titles: summary.titles }),
        };
      });
      if (papers.length > 0) {
        ui.literature_records = papers;
      }
      break;
    }
    case 'data':
      ui.citation_count = extras.citationCount ?? 0;
      if (typeof metadata.creation_date === 'string') {
        ui.date = formatPartialDate(metadata.creation_date) ?? metadata.creation_date;
      }
      break;
    default:
      break;
  }
  if (extras.numberOfPapers !== undefined) {
    ui[collection === 'conferences' ? 'number_of_contributions' : 'number_of_papers'] = extras.numberOfPapers;
  }
  return ui;
}

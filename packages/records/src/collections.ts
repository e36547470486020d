/** The nine record collections, their persistent-identifier types and JSON-schema names. */
export const COLLECTION_NAMES = [
  'literature',
  'authors',
  'institutions',
  'conferences',
  'seminars',
  'journals',
  'jobs',
  'experiments',
  'data',
] as const;

export type CollectionName = (typeof COLLECTION_NAMES)[number];

export type PidType = 'lit' | 'aut' | 'ins' | 'con' | 'sem' | 'jou' | 'job' | 'exp' | 'dat';

export interface CollectionInfo {
  name: CollectionName;
  pidType: PidType;
  /** The file name of the community JSON schema, as in `$schema: …/schemas/records/<schemaName>.json`. */
  schemaName: string;
  /** Human label used by the UI. */
  label: string;
}

export const COLLECTIONS: Record<CollectionName, CollectionInfo> = {
  literature: { name: 'literature', pidType: 'lit', schemaName: 'hep', label: 'Literature' },
  authors: { name: 'authors', pidType: 'aut', schemaName: 'authors', label: 'Authors' },
  institutions: { name: 'institutions', pidType: 'ins', schemaName: 'institutions', label: 'Institutions' },
  conferences: { name: 'conferences', pidType: 'con', schemaName: 'conferences', label: 'Conferences' },
  seminars: { name: 'seminars', pidType: 'sem', schemaName: 'seminars', label: 'Seminars' },
  journals: { name: 'journals', pidType: 'jou', schemaName: 'journals', label: 'Journals' },
  jobs: { name: 'jobs', pidType: 'job', schemaName: 'jobs', label: 'Jobs' },
  experiments: { name: 'experiments', pidType: 'exp', schemaName: 'experiments', label: 'Experiments' },
  data: { name: 'data', pidType: 'dat', schemaName: 'data', label: 'Data' },
};

const BY_PID_TYPE = new Map<string, CollectionName>(
  Object.values(COLLECTIONS).map((info) => [info.pidType, info.name]),
);
const BY_SCHEMA_NAME = new Map<string, CollectionName>(
  Object.values(COLLECTIONS).map((info) => [info.schemaName, info.name]),
);

export function isCollectionName(value: string): value is CollectionName {
  return (COLLECTION_NAMES as readonly string[]).includes(value);
}

export function collectionOfPidType(pidType: string): CollectionName | undefined {
  return BY_PID_TYPE.get(pidType);
}

/** Collection named by a `$schema` URL (`https://any.host/schemas/records/hep.json`), whatever its host. */
export function collectionOfSchemaUrl(schemaUrl: string): CollectionName | undefined {
  const match = /\/schemas\/records\/([a-z_]+)\.json$/.exec(schemaUrl);
  if (!match?.[1]) {
    return undefined;
  }
  return BY_SCHEMA_NAME.get(match[1]);
}

/** Collection named by a folder (plural or singular, any case): `literature`, `conference`, `Jobs`. */
export function collectionOfFolderName(folder: string): CollectionName | undefined {
  const lower = folder.toLowerCase();
  if (isCollectionName(lower)) {
    return lower;
  }
  const aliases: Record<string, CollectionName> = {
    hep: 'literature',
    lit: 'literature',
    author: 'authors',
    institution: 'institutions',
    conference: 'conferences',
    seminar: 'seminars',
    journal: 'journals',
    job: 'jobs',
    experiment: 'experiments',
    dataset: 'data',
    datasets: 'data',
  };
  return aliases[lower];
}

export function schemaUrlFor(collection: CollectionName, publicUrl: string): string {
  return `${publicUrl}/schemas/records/${COLLECTIONS[collection].schemaName}.json`;
}

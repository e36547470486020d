import type { ColumnType, Generated } from 'kysely';

/** Row types of the tables; each migration that adds a table adds its interface here. */
export interface RecordsTable {
  id: string;
  pid_type: string;
  control_number: number;
  revision_id: number;
  created: ColumnType<Date, Date | string | undefined, Date | string>;
  updated: ColumnType<Date, Date | string | undefined, Date | string>;
  deleted: boolean;
  metadata: ColumnType<Record<string, unknown>, string, string>;
  metadata_hash: string;
}

export interface RecordVersionsTable {
  record_id: string;
  revision_id: number;
  created: ColumnType<Date, Date | string | undefined, never>;
  deleted: boolean;
  metadata: ColumnType<Record<string, unknown>, string, never>;
}

export interface LiteratureAuthorsTable {
  record_id: string;
  control_number: number;
  position: number;
  is_supervisor: boolean;
  is_first: boolean;
  full_name: string;
  full_name_norm: string;
  last_name_tokens: string[];
  first_name_tokens: string[];
  initials: string[];
  full_name_exact: string;
  author_recid: number | null;
  bai: string | null;
  ids: string[];
  affiliations: string[];
  affiliation_recids: number[];
}

export interface JobQueueTable {
  id: Generated<number>;
  kind: string;
  payload: ColumnType<Record<string, unknown>, string | undefined, string>;
  run_at: ColumnType<Date, Date | string | undefined, Date | string>;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  locked_at: Date | null;
  locked_by: string | null;
  last_error: string | null;
  done_at: Date | null;
  created: Generated<Date>;
}

export interface SchemaMigrationsTable {
  name: string;
  applied_at: Generated<Date>;
}

export interface Database {
  records: RecordsTable;
  record_versions: RecordVersionsTable;
  literature_authors: LiteratureAuthorsTable;
  job_queue: JobQueueTable;
  schema_migrations: SchemaMigrationsTable;
}

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
  /** NULL for the current revision, whose metadata is in `records` (migration 0420). */
  metadata: ColumnType<Record<string, unknown> | null, string | null, string | null>;
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
  /** At most one pending (unclaimed, not done) job per key (migration 0400). */
  dedupe_key: string | null;
}

export interface DeferredIndexesTable {
  index_name: string;
  table_name: string;
  definition: string;
  deferred_at: Generated<Date>;
}

export interface SchemaMigrationsTable {
  name: string;
  applied_at: Generated<Date>;
}

export interface UsersTable {
  id: Generated<number>;
  email: string | null;
  password_hash: string | null;
  roles: ColumnType<string[], string[] | undefined, string[]>;
  orcid: string | null;
  profile_control_number: number | null;
  allow_orcid_push: Generated<boolean>;
  preferences: ColumnType<Record<string, unknown>, string | undefined, string>;
  created: Generated<Date>;
  updated: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface SessionsTable {
  id: string;
  user_id: number;
  csrf_token: string;
  created: Generated<Date>;
  last_seen: ColumnType<Date, Date | string | undefined, Date | string>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  email: string;
  ip: string;
  created: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface OauthFlowsTable {
  id: string;
  state: string;
  nonce: string;
  code_verifier: string;
  next_url: string;
  created: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface MailingSubscriptionsTable {
  email: string;
  first_name: string;
  last_name: string;
  list: string;
  created: Generated<Date>;
}

/** Migration 0200 (citations): identifiers for reference matching, edges, counts. */
export interface LiteratureIdentifiersTable {
  record_id: string;
  pid_type: string;
  control_number: number;
  kind: string;
  value: string;
}

export interface JournalTitlesTable {
  record_id: string;
  control_number: number;
  variant: string;
}

export interface RecordRedirectsTable {
  pid_type: string;
  control_number: number;
  target_pid_type: string;
  target_control_number: number;
}

export interface CitationsTable {
  citer_id: string;
  citer_control_number: number;
  cited_pid_type: string;
  cited_control_number: number;
  /** YYYY-MM-DD, the citer's earliest date with missing parts filled; null when the citer has no date. */
  citation_date: string | null;
  is_self_citation: boolean;
}

export interface CitationCountsTable {
  pid_type: string;
  control_number: number;
  citation_count: number;
  citation_count_without_self_citations: number;
}

export interface Database {
  records: RecordsTable;
  record_versions: RecordVersionsTable;
  literature_authors: LiteratureAuthorsTable;
  job_queue: JobQueueTable;
  deferred_indexes: DeferredIndexesTable;
  schema_migrations: SchemaMigrationsTable;
  users: UsersTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  oauth_flows: OauthFlowsTable;
  mailing_subscriptions: MailingSubscriptionsTable;
  literature_identifiers: LiteratureIdentifiersTable;
  journal_titles: JournalTitlesTable;
  record_redirects: RecordRedirectsTable;
  citations: CitationsTable;
  citation_counts: CitationCountsTable;
}

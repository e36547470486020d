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
  /** Who wrote the revision (users.id), when a person did (migration 0560). */
  user_id: number | null;
  /** Through what: a RevisionSource ('claim', 'import', 'editor' …), null before migration 0560. */
  source: string | null;
  /** One line on what changed, written by the writer's caller. */
  note: string | null;
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
  /** Migration 0530: when the confirmation e-mail was last sent (another one waits an hour). */
  confirmation_sent: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
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

/** Migration 0500: facts about the database itself (e.g. `demo_corpus`, see src/seed/marker.ts). */
export interface DatabaseSettingsTable {
  name: string;
  value: ColumnType<Record<string, unknown>, string | undefined, string>;
  updated: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Migration 0510 (src/orcid): a user's ORCID access token, encrypted; never returned by any API. */
export interface OrcidTokensTable {
  user_id: number;
  orcid: string;
  access_token: string;
  refresh_token: string | null;
  scope: string | null;
  expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  invalid_since: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  invalid_reason: string | null;
  created: Generated<Date>;
  updated: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Migration 0510: one work pushed to a user's ORCID record, with its put code and the hash of what was sent. */
export interface OrcidPushWorksTable {
  user_id: number;
  control_number: number;
  orcid: string;
  put_code: string;
  content_hash: string;
  pushed_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Migration 0510: how a user's ORCID push stands (settings page). */
export interface OrcidPushStatusTable {
  user_id: number;
  state: string;
  running_since: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_finished: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_error: string | null;
  works_sent: Generated<number>;
  works_deleted: Generated<number>;
  works_failed: Generated<number>;
  updated: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Migration 0530 (src/mail): every e-mail, kept after delivery. */
export interface MailOutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  headers: ColumnType<Record<string, string>, string | undefined, string>;
  status: Generated<'queued' | 'sent' | 'logged'>;
  dedupe_key: string | null;
  message_id: string | null;
  last_error: string | null;
  attempts: Generated<number>;
  created: Generated<Date>;
  sent_at: Date | null;
}

/** Migration 0520 (src/harvest): where a harvested source stands (last datestamp, the run in progress, lease). */
export interface HarvestStateTable {
  source: string;
  /** YYYY-MM-DD (dates are read as strings, db/engine.ts). */
  last_datestamp: string | null;
  run_from: string | null;
  run_until: string | null;
  run_sets: string[] | null;
  run_set_index: Generated<number>;
  resumption_token: string | null;
  run_counts: ColumnType<Record<string, number>, string | undefined, string>;
  problems: ColumnType<{ identifier: string; message: string }[], string | undefined, string>;
  running_since: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  running_by: string | null;
  last_started: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_finished: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_error: string | null;
  updated: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Migration 0540 (src/workflows): one approval workflow of a submission. */
export interface WorkflowsTable {
  id: string;
  kind: 'authors' | 'literature';
  workflow_type: string;
  status: string;
  data: ColumnType<Record<string, unknown>, string, string>;
  form_data: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  matches: ColumnType<
    { exact: number[]; fuzzy: Record<string, unknown>[] } | null,
    string | null | undefined,
    string | null
  >;
  reference_count: ColumnType<
    { total: number; matched: number; core: number } | null,
    string | null | undefined,
    string | null
  >;
  error: string | null;
  validation_errors: ColumnType<{ message: string; path: string[] }[], string | undefined, string>;
  control_number: number | null;
  submitter_user_id: number | null;
  submitter_email: string | null;
  submitter_orcid: string | null;
  search: ColumnType<string, string | undefined, string>;
  arxiv_ids: ColumnType<string[], string[] | undefined, string[]>;
  dois: ColumnType<string[], string[] | undefined, string[]>;
  orcid: string | null;
  created: ColumnType<Date, Date | string | undefined, Date | string>;
  updated: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Migration 0540: a curator's (or the system's) decision on a workflow; one per (workflow, action). */
export interface WorkflowDecisionsTable {
  id: Generated<number>;
  workflow_id: string;
  action: string;
  value: string | null;
  user_email: string | null;
  user_id: number | null;
  created: Generated<Date>;
}

/** Migration 0540: work for curators outside a decision (author updates, curation after accept …). */
export interface CuratorTicketsTable {
  id: Generated<number>;
  ticket_type: string;
  status: ColumnType<'open' | 'resolved', 'open' | 'resolved' | undefined, 'open' | 'resolved'>;
  subject: string;
  description: ColumnType<string, string | undefined, string>;
  link: string | null;
  collection: string | null;
  control_number: number | null;
  workflow_id: string | null;
  requester_email: string | null;
  resolved_by: string | null;
  created: Generated<Date>;
  updated: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Migration 0550 (src/backoffice): a back-office login's refresh token; `revoked_at` set by logout. */
export interface BackofficeRefreshTokensTable {
  jti: string;
  account_id: number;
  expires: ColumnType<Date, Date | string, Date | string>;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Migration 0580 (src/bulkTools): one paper of one export-to-CDS request and how its delivery went. */
/** Catalogers' merges of duplicate records, for undo (migration 0590, src/merge). */
export interface MergesTable {
  id: Generated<number>;
  collection: 'authors' | 'literature';
  kept_control_number: number;
  deleted_control_number: number;
  moved: number;
  /** Every record the merge wrote with the revision it wrote: `[{id, revision_id}]`. */
  records: ColumnType<{ id: string; revision_id: number }[], string, string>;
  profile_user_id: number | null;
  merged_by: number | null;
  merged_at: Generated<Date>;
  undone_by: number | null;
  undone_at: Date | null;
}

/** Readers' search feedback (migration 0610, src/feedback). */
export interface SearchFeedbackTable {
  id: Generated<number>;
  question: string;
  additional: string | null;
  query: string | null;
  user_id: number | null;
  client_id: string | null;
  created: Generated<Date>;
}

export interface CdsExportsTable {
  id: Generated<number>;
  control_number: number;
  status: ColumnType<
    'pending' | 'exported' | 'failed',
    'pending' | 'exported' | 'failed' | undefined,
    'pending' | 'exported' | 'failed'
  >;
  requested_by: number | null;
  requested_at: Generated<Date>;
  target: string | null;
  exported_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  error: string | null;
  attempts: Generated<number>;
}

/** Migration 0570 (src/assign): a claim, unassign or move of many papers run as a durable job. */
export interface AssignOperationsTable {
  id: string;
  user_id: number | null;
  kind: string;
  status: ColumnType<
    'queued' | 'running' | 'completed' | 'failed',
    'queued' | 'running' | 'completed' | 'failed' | undefined,
    'queued' | 'running' | 'completed' | 'failed'
  >;
  payload: ColumnType<Record<string, unknown>, string, string>;
  total: number;
  processed: ColumnType<number, number | undefined, number>;
  succeeded: ColumnType<number, number | undefined, number>;
  to_author_recid: number | null;
  error: string | null;
  created: Generated<Date>;
  updated: ColumnType<Date, Date | string | undefined, Date | string>;
  finished: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Migration 0570: one paper of an assign operation; `done` in the transaction that writes the paper. */
export interface AssignOperationPapersTable {
  operation_id: string;
  position: number;
  literature_id: number;
  state: ColumnType<
    'pending' | 'done' | 'failed',
    'pending' | 'done' | 'failed' | undefined,
    'pending' | 'done' | 'failed'
  >;
  message: string | null;
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
  database_settings: DatabaseSettingsTable;
  orcid_tokens: OrcidTokensTable;
  orcid_push_works: OrcidPushWorksTable;
  orcid_push_status: OrcidPushStatusTable;
  harvest_state: HarvestStateTable;
  mail_outbox: MailOutboxTable;
  workflows: WorkflowsTable;
  workflow_decisions: WorkflowDecisionsTable;
  curator_tickets: CuratorTicketsTable;
  backoffice_refresh_tokens: BackofficeRefreshTokensTable;
  assign_operations: AssignOperationsTable;
  assign_operation_papers: AssignOperationPapersTable;
  cds_exports: CdsExportsTable;
  search_feedback: SearchFeedbackTable;
  merges: MergesTable;
}

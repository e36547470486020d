/**
 * The shapes of the public /api responses: the one contract shared by the server and the web app. The contracts
 * the server declares as route response schemas are zod schemas in ./api/ (types by `z.infer`, re-exported here).
 */

import type { z } from 'zod';
import type {
  apiErrorSchema,
  CurrentUser,
  citationSummaryStatsSchema,
  PartnerInstitution,
  SiteBanner,
} from './api/index';

export * from './api/index';

/** One side (citeable = `all`, or `published`) of the citation-summary aggregation. */
export type CitationSummaryStats = z.infer<typeof citationSummaryStatsSchema>;

/** `GET /api/accounts/me` (401 when anonymous): the same contract as CurrentUser, under its older name. */
export type AccountResponse = CurrentUser;

export interface RecordEnvelope<M = Record<string, unknown>> {
  id: string;
  uuid: string;
  revision_id: number;
  created: string;
  updated: string;
  links: Record<string, string>;
  metadata: M;
}

export interface SortOption {
  value: string;
  display: string;
}

export interface SearchResponse<M = Record<string, unknown>> {
  /** `total_relation`: `eq` exact, `gte` at least, `estimate` about (above 10,000 hits; absent = exact). */
  hits: { hits: RecordEnvelope<M>[]; total: number; total_relation?: 'eq' | 'gte' | 'estimate' };
  links: Record<string, string>;
  sort_options?: SortOption[];
}

/** Every error answer of the API (`apiErrorSchema`). */
export type ApiError = z.infer<typeof apiErrorSchema>;

export interface FacetBucket {
  key: string | number;
  doc_count: number;
  key_as_string?: string;
  from?: number;
  to?: number;
}

export interface FacetAggregation {
  meta: { title: string; type: string; order: number; split?: boolean; [key: string]: unknown };
  buckets: FacetBucket[];
}

export interface FacetsResponse {
  took?: number;
  hits: { hits: []; total: number; total_relation?: 'eq' | 'gte' | 'estimate' };
  aggregations: Record<string, unknown>;
}

// ---- Web UI response shapes (UI JSON `application/vnd+inspire.record.ui+json` and companion endpoints) ----

export interface UiRef {
  $ref: string;
}

export interface UiAffiliation {
  value: string;
  record?: UiRef;
}

/** An author as the literature UI JSON gives it (`AuthorSchemaV1`). */
export interface UiLiteratureAuthor {
  full_name: string;
  first_name?: string;
  last_name?: string;
  recid?: number;
  bai?: string;
  record?: UiRef;
  affiliations?: UiAffiliation[];
  inspire_roles?: string[];
  ids?: { schema: string; value: string }[];
}

export interface UiPublicationInfo {
  journal_title?: string;
  journal_volume?: string;
  journal_issue?: string;
  volume?: string;
  page_start?: string;
  page_end?: string;
  artid?: string;
  year?: number;
  material?: string;
  pubinfo_freetext?: string;
  cnum?: string;
  conference_record?: UiRef;
}

export interface UiConferenceInfo {
  acronyms?: string[];
  control_number?: number;
  titles?: { title: string }[];
  page_start?: string;
  page_end?: string;
}

export interface UiLinkValue {
  value: string;
  description?: string;
}

/** Literature metadata from the UI JSON serializer (detail and search hits). */
export interface LiteratureUiMetadata {
  control_number: number;
  titles: { title: string; subtitle?: string; source?: string }[];
  authors?: UiLiteratureAuthor[];
  supervisors?: UiLiteratureAuthor[];
  number_of_authors?: number;
  author_count?: number;
  collaborations?: { value: string; record?: UiRef }[];
  collaborations_with_suffix?: { value: string; record?: UiRef }[];
  date?: string;
  abstracts?: { value: string; source?: string }[];
  arxiv_eprints?: { value: string; categories?: string[] }[];
  dois?: { value: string; material?: string }[];
  report_numbers?: { value: string }[];
  isbns?: { value: string; medium?: string }[];
  imprints?: { date?: string; place?: string; publisher?: string }[];
  publication_info?: UiPublicationInfo[];
  conference_info?: UiConferenceInfo[];
  document_type?: string[];
  thesis_info?: {
    degree_type?: string;
    institutions?: { name?: string; record?: UiRef }[];
    date?: string;
    defense_date?: string;
  };
  number_of_pages?: number;
  external_system_identifiers?: { url_name: string; url_link: string }[];
  accelerator_experiments?: { name: string; record?: UiRef }[];
  fulltext_links?: UiLinkValue[];
  urls?: UiLinkValue[];
  dataset_links?: UiLinkValue[];
  public_notes?: { value: string; source?: string }[];
  keywords?: { value: string; schema?: string; source?: string }[];
  pdg_keywords?: { value: string; description?: string }[];
  persistent_identifiers?: { schema: string; value: string }[];
  linked_books?: { record?: UiRef; title?: string; page_start?: string; page_end?: string }[];
  book_series?: { title?: string; volume?: string }[];
  inspire_categories?: { term: string }[];
  citation_count?: number;
  citation_count_without_self_citations?: number;
  citation_pdf_urls?: string[];
  fulltext_highlight?: string[];
  figures?: { url?: string; caption?: string; key?: string; label?: string }[];
  number_of_references?: number;
  references_count?: number;
  texkeys?: string[];
  can_edit?: boolean;
  can_claim?: boolean;
  curated_relation?: boolean;
  deleted?: boolean;
  is_collection_hidden?: boolean;
}

/** One item of `GET /api/literature/{id}/references` (`ReferenceItemSchemaV1`). */
export interface LiteratureReferenceItem {
  label?: string;
  misc?: string;
  raw_ref?: string;
  control_number?: number;
  titles?: { title: string }[];
  authors?: UiLiteratureAuthor[];
  collaborations?: { value: string }[];
  collaborations_with_suffix?: { value: string }[];
  publication_info?: UiPublicationInfo[];
  arxiv_eprint?: { value: string }[];
  dois?: { value: string }[];
  urls?: { value: string }[];
}

export interface LiteratureReferencesResponse {
  metadata: { references: LiteratureReferenceItem[]; references_count: number };
}

/**
 * `GET /api/literature/{id}/diff/{old}..{new}` (catalogers): the first reference that differs between two
 * revisions, each side an item of the references endpoint with `raw_ref`, the raw reference text, when it has one.
 */
export interface LiteratureReferenceDiffResponse {
  previous_version: LiteratureReferenceItem;
  current_version: LiteratureReferenceItem;
  reference_index: number;
}

export interface LiteratureAuthorsResponse {
  metadata: {
    authors: UiLiteratureAuthor[];
    collaborations?: { value: string }[];
    supervisors?: UiLiteratureAuthor[];
  };
}

export interface LiteratureCitationsResponse {
  metadata: { citations: LiteratureUiMetadata[]; citation_count: number };
}

/** `aggregations.citations_by_year` of `GET /api/literature/facets?facet_name=citations-by-year`. */
export interface CitationsByYearAggregation {
  value: Record<string, number>;
}

export interface UserPreferences {
  preferred_cite_format?: string;
  citation_summary_enabled?: boolean;
  exclude_self_citations?: boolean;
}

/** `GET /api/config`: runtime configuration the web app reads at start. */
export interface RuntimeConfig {
  banners: SiteBanner[];
  partners?: PartnerInstitution[];
  startGuide?: boolean;
  [flag: string]: unknown;
}

/** Seminar metadata as the UI JSON search hits give it (the fields the literature page lists). */
export interface SeminarUiMetadata {
  control_number: number;
  title: { title: string; subtitle?: string };
  speakers?: { name?: string; first_name?: string; last_name?: string; affiliations?: UiAffiliation[] }[];
  start_datetime?: string;
  end_datetime?: string;
  timezone?: string;
}

// ---- UI JSON of the other collections: the stored record (see ./schemas) plus what the UI serializers add ----

/** `Omit` that keeps the named fields of a record type with an index signature (zod's loose objects). */
export type WithoutFields<T, K extends PropertyKey> = { [P in keyof T as P extends K ? never : P]: T[P] };

/** Fields every UI JSON detail may carry on top of the stored record. */
export interface UiRecordExtras {
  can_edit?: boolean;
  deleted?: boolean;
}

/** A linked record as the UI serializers resolve it (`parent_institutions`, `successor_experiments`, …). */
export interface UiRelatedRecord {
  control_number: number;
  legacy_ICN?: string;
  legacy_name?: string;
  name?: string;
}

/** `GET /api/authors/{id}` (UI JSON): the author record plus computed display fields. */
export type AuthorUiMetadata = WithoutFields<import('./schemas').AuthorMetadata, 'positions'> &
  UiRecordExtras & {
    bai?: string;
    facet_author_name?: string;
    orcid?: string;
    twitter?: string;
    bluesky?: string;
    mastodon?: string;
    linkedin?: string;
    positions?: (NonNullable<import('./schemas').AuthorMetadata['positions']>[number] & {
      display_date?: string;
    })[];
  };

/** `GET /api/jobs/{id}` (UI JSON). */
export type JobUiMetadata = import('./schemas').JobMetadata & UiRecordExtras;

/** `GET /api/conferences/{id}` (UI JSON): the conference plus its contribution count and proceedings. */
export type ConferenceUiMetadata = import('./schemas').ConferenceMetadata &
  UiRecordExtras & {
    number_of_contributions?: number;
    proceedings?: {
      control_number: number;
      publication_info?: UiPublicationInfo[];
      titles?: { title: string }[];
    }[];
  };

/** `GET /api/seminars/{id}` (UI JSON): the whole seminar record. */
export type SeminarRecordUiMetadata = WithoutFields<
  import('./schemas').SeminarMetadata,
  'literature_records'
> &
  UiRecordExtras & {
    literature_records?: {
      record: UiRef;
      control_number?: number;
      titles?: { title: string }[];
    }[];
  };

/** `GET /api/institutions/{id}` (UI JSON). */
export type InstitutionUiMetadata = import('./schemas').InstitutionMetadata &
  UiRecordExtras & {
    number_of_papers?: number;
    grid?: string;
    ror?: string;
    parent_institutions?: UiRelatedRecord[];
    subsidiary_institutions?: UiRelatedRecord[];
    successor_institutions?: UiRelatedRecord[];
    predecessor_institutions?: UiRelatedRecord[];
  };

/** `GET /api/experiments/{id}` (UI JSON). */
export type ExperimentUiMetadata = import('./schemas').ExperimentMetadata &
  UiRecordExtras & {
    number_of_papers?: number;
    parent_experiments?: UiRelatedRecord[];
    subsidiary_experiments?: UiRelatedRecord[];
    successor_experiments?: UiRelatedRecord[];
    predecessor_experiments?: UiRelatedRecord[];
  };

/** `GET /api/journals/{id}` (UI JSON). */
export type JournalUiMetadata = import('./schemas').JournalMetadata &
  UiRecordExtras & { number_of_papers?: number };

/** `GET /api/data/{id}` (UI JSON). */
export type DataUiMetadata = WithoutFields<import('./schemas').DataMetadata, 'titles'> &
  UiRecordExtras & {
    titles?: { title: string; subtitle?: string; source?: string }[];
    citation_count?: number;
    date?: string;
  };

/** `POST /api/mailing/subscribe/jobs/weekly`: the weekly job-update subscription (the response is not read). */
export interface JobsSubscriptionRequest {
  email: string;
  first_name: string;
  last_name: string;
}

// ---- Search API (apps/server/src/search) ----

/** Fields a literature search hit (JSON) adds to the stored metadata. */
export interface LiteratureHitComputedFields {
  citation_count: number;
  citation_count_without_self_citations: number;
  author_count: number;
  /** The earliest date of the paper as stored (`2017-10-16`, `2001-05`, `2001`). */
  earliest_date?: string;
}

/** `GET /api/{collection}/facets`: aggregations only, as the reference's raw search response. */
export interface FacetsSearchResponse extends FacetsResponse {
  timed_out: boolean;
}

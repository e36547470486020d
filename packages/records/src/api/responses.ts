/**
 * Response contracts of the /api routes as zod schemas: the server declares them as each route's `response`
 * schema (so /api/openapi.json shows what a route answers) and the web app takes its types from them (`z.infer`).
 *
 * Record metadata is a loose object: records carry many fields, and the serializer must neither strip nor re-add
 * any of them (privacy is decided before the answer is built, records/privacy.ts on the server).
 */
import { z } from 'zod';
import { ROLES } from '../constants';
import { editorRecordSchema } from './editor';

/** Every error answer: `{"status": <code>, "message": <text>}`. */
export const apiErrorSchema = z
  .object({ status: z.number().int(), message: z.string() })
  .describe('An error: the HTTP status and a message for people.');

/** `{"message": …}`: what a write that returns nothing else answers (logout, sign-up, subscriptions). */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** The metadata of a record: its JSON as stored minus what the public does not see, every field kept. */
const recordMetadataSchema = z.looseObject({}).describe('The record metadata (its collection schema).');

/** `GET /api/{collection}/{id}` and each search hit. */
export const recordEnvelopeSchema = z.object({
  id: z.string(),
  uuid: z.string(),
  revision_id: z.number().int(),
  created: z.string(),
  updated: z.string(),
  links: z.record(z.string(), z.string()),
  metadata: recordMetadataSchema,
});

export const sortOptionSchema = z.object({ value: z.string(), display: z.string() });

/**
 * How `hits.total` relates to the number of hits (Elasticsearch's `hits.total.relation`): `eq` exact (always up
 * to 10,000 hits), `gte` at least that many, `estimate` the database planner's estimate, rounded to two
 * significant digits (the true number is above 10,000 in both cases).
 */
export const totalRelationSchema = z
  .enum(['eq', 'gte', 'estimate'])
  .describe(
    'How `total` relates to the number of hits: `eq` exact (always up to 10,000 hits); above 10,000 `estimate` ' +
      "(the planner's estimate, two significant digits) or `gte` (at least `total`).",
  );
export type TotalRelation = z.infer<typeof totalRelationSchema>;

/** `GET /api/{collection}` (JSON and UI JSON). */
export const searchResponseSchema = z.object({
  hits: z.object({
    hits: z.array(recordEnvelopeSchema),
    total: z.number().int(),
    total_relation: totalRelationSchema.optional(),
  }),
  links: z.record(z.string(), z.string()),
  sort_options: z.array(sortOptionSchema).optional(),
});

export const facetBucketSchema = z.looseObject({
  key: z.union([z.string(), z.number()]),
  doc_count: z.number(),
  key_as_string: z.string().optional(),
  from: z.number().optional(),
  to: z.number().optional(),
});

/** `GET /api/{collection}/facets`: aggregations only, as the reference's raw search response. */
export const facetsSearchResponseSchema = z.object({
  took: z.number().optional(),
  timed_out: z.boolean(),
  hits: z.object({
    hits: z.tuple([]),
    total: z.number().int(),
    total_relation: totalRelationSchema.optional(),
  }),
  aggregations: z.record(z.string(), z.unknown()),
});

const nullableValue = z.object({ value: z.number().nullable() });

/** One side (citeable = `all`, or `published`) of the citation-summary aggregation. */
export const citationSummaryStatsSchema = z.object({
  doc_count: z.number().int(),
  citations_count: nullableValue,
  average_citations: nullableValue,
  citation_buckets: z.object({ buckets: z.array(facetBucketSchema) }),
});

/** `GET /api/literature/citation-summary`, also `aggregations.citation_summary` of the facets route. */
export const citationSummaryAggregationSchema = z.object({
  doc_count: z.number().int(),
  'h-index': z.object({ value: z.object({ all: z.number().int(), published: z.number().int() }) }),
  citations: z.object({
    buckets: z.object({ all: citationSummaryStatsSchema, published: citationSummaryStatsSchema }),
  }),
});
export type CitationSummaryAggregation = z.infer<typeof citationSummaryAggregationSchema>;

/** `GET /api/{literature|data}/{id}/authors`. */
export const recordAuthorsResponseSchema = z.object({
  metadata: z.object({
    authors: z.array(z.looseObject({ full_name: z.string() })),
    collaborations: z.array(z.looseObject({ value: z.string() })).optional(),
    supervisors: z.array(z.looseObject({ full_name: z.string() })).optional(),
  }),
});

/** `GET /api/literature/{id}/references`. */
export const referencesResponseSchema = z.object({
  metadata: z.object({
    references: z.array(z.looseObject({})),
    references_count: z.number().int(),
  }),
});

/** `GET /api/literature/{id}/citations`: per citing paper its control number and what a citations list shows. */
export const citationsResponseSchema = z.object({
  metadata: z.object({
    citations: z.array(z.looseObject({ control_number: z.number().int() })),
    citation_count: z.number().int(),
  }),
});

/** `GET /api/editor/{collection}/{id}`: the contract's `EditorRecord` (api/editor.ts), under its older name. */
export const editorRecordResponseSchema = editorRecordSchema;

/** The logged-in user's settings as `GET /api/accounts/me` gives them (never null: defaults filled in). */
export const currentUserPreferencesSchema = z.object({
  /** A cite-format MIME type (`application/x-bibtex`, …), see CITE_FORMATS. */
  preferred_cite_format: z.string(),
  citation_summary_enabled: z.boolean(),
  exclude_self_citations: z.boolean(),
});
export type CurrentUserPreferences = z.infer<typeof currentUserPreferencesSchema>;

/**
 * `GET /api/accounts/me`, `POST /api/accounts/login` and the settings calls: the logged-in user — the one
 * definition of the current user. The client echoes `csrf_token` (also in the CSRF cookie) in the CSRF header on
 * every write.
 */
export const currentUserSchema = z.object({
  data: z.object({
    /** `null` for an account made by an ORCID login that shared no e-mail address. */
    email: z.string().nullable(),
    roles: z.array(z.enum(ROLES)),
    orcid: z.string().nullable(),
    allow_orcid_push: z.boolean(),
    /** Control number of the user's author record, `null` when the account has no profile. */
    profile_control_number: z.number().int().nullable(),
    /** Same as profile_control_number (the reference names it both ways). */
    recid: z.number().int().nullable(),
  }),
  preferences: currentUserPreferencesSchema,
  csrf_token: z.string(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const siteBannerSchema = z.object({
  id: z.string(),
  type: z.enum(['info', 'success', 'warning', 'error']),
  message: z.string(),
  closable: z.boolean(),
  center: z.boolean(),
  action: z.object({ name: z.string(), href: z.string() }).optional(),
  /** A regular expression the page path must match; absent means every page. */
  pathPattern: z.string().optional(),
});
export type SiteBanner = z.infer<typeof siteBannerSchema>;

export const partnerInstitutionSchema = z.object({
  name: z.string(),
  href: z.string().optional(),
  logo: z.string().optional(),
});
export type PartnerInstitution = z.infer<typeof partnerInstitutionSchema>;

/** A link of the site (footer, legal pages) from the environment, or null when unset. */
const siteLink = z.string().nullable();

/**
 * `GET /api/config` as the server writes it. A closed object: a flag the server adds must be named here too, or the
 * serializer leaves it out (the server's runtime-config test compares the answer with what it read).
 */
export const runtimeConfigResponseSchema = z.object({
  banners: z.array(siteBannerSchema),
  partners: z.array(partnerInstitutionSchema),
  startGuide: z.boolean(),
  /** The blog's home page (the news feed's "View all" link), or null. */
  blogUrl: z.string().nullable(),
  /** arXiv papers are harvested (ARXIV_OAI_URL is set). */
  arxivHarvest: z.boolean(),
  /** ORCID login is configured. */
  orcidLogin: z.boolean(),
  /** Claimed works are pushed to ORCID. */
  orcidPush: z.boolean(),
  /** The literature search's feedback form is on (SEARCH_FEEDBACK). */
  searchFeedback: z.boolean(),
  /** Free-text searches are forwarded to the AI service (AI_QUERY and AI_QUERY_URL). */
  aiQuery: z.boolean(),
  privacyUrl: siteLink,
  termsUrl: siteLink,
  aboutUrl: siteLink,
  contentPolicyUrl: siteLink,
  helpUrl: siteLink,
  faqUrl: siteLink,
  contactUrl: siteLink,
  xUrl: siteLink,
  linkedinUrl: siteLink,
});
export type RuntimeConfigResponse = z.infer<typeof runtimeConfigResponseSchema>;

/** One entry of `GET /api/blog/posts`. */
export const blogPostSchema = z.object({
  title: z.string(),
  excerpt: z.string(),
  date: z.string(),
  link: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;
export const blogPostsResponseSchema = z.array(blogPostSchema);

import {
  apiErrorSchema,
  blogPostsResponseSchema,
  type CollectionName,
  citationSummaryAggregationSchema,
  facetsSearchResponseSchema,
  isCollectionName,
  runtimeConfigResponseSchema,
  searchResponseSchema,
} from '@parton/records';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { withBoundedWork } from '../../http/bounded';
import { ApiError } from '../../http/errors';
import { createBlogFeed } from '../../search/blog';
import { answerThroughCache, type CacheableAnswer, sendAnswer } from '../../search/cache/cachedAnswer';
import { readRuntimeSettings } from '../../search/runtimeConfig';
import { citationSummary, searchCollection, searchFacets } from '../../search/service';
import { collectionParameter, facetsQuerySchema, SEARCH_DESCRIPTION, searchQuerySchema } from './schemas';

const NOT_FOUND_URL_MESSAGE = 'The requested URL was not found on the server.';

const collectionParams = z.object({ collection: collectionParameter });

function collectionOf(collection: string): CollectionName {
  if (!isCollectionName(collection)) {
    throw new ApiError(404, NOT_FOUND_URL_MESSAGE);
  }
  return collection;
}

const errorResponse = apiErrorSchema;

/** An object answered as JSON text (the answer the result cache stores). */
function jsonAnswer(body: unknown): CacheableAnswer {
  return { contentType: 'application/json; charset=utf-8', headers: {}, body: JSON.stringify(body) };
}

/**
 * Search, facets and citation metrics of the nine collections, and the runtime configuration the web app reads
 * (`/api/config`, `/api/blog/posts`). The statements of a search come from the client's query: they run with
 * the statement timeout and are cancelled when the client leaves (http/bounded.ts).
 */
export async function searchRoutes(root: FastifyInstance, context: AppContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/:collection',
    {
      config: { policy: 'public' },
      schema: {
        tags: ['search'],
        summary: 'Search a collection',
        description: SEARCH_DESCRIPTION,
        params: collectionParams,
        querystring: searchQuerySchema,
        response: {
          200: searchResponseSchema.describe(
            'The hits (JSON or UI JSON); BibTeX, LaTeX and CV HTML are text in the negotiated type.',
          ),
          400: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const collection = collectionOf(request.params.collection);
      // Seminars default to `start_date=upcoming`, which moves with the clock to the second: not cached.
      const policy = { varyOnAccept: true, cacheable: collection !== 'seminars' };
      const answer = await withBoundedWork(
        context,
        request,
        reply,
        (bounded) =>
          answerThroughCache(bounded, request, policy, () =>
            searchCollection(bounded, collection, request.query, request.headers.accept, request.user),
          ),
        { read: 'replica' },
      );
      return sendAnswer(reply, answer);
    },
  );

  app.get(
    '/api/:collection/facets',
    {
      config: { policy: 'public' },
      schema: {
        tags: ['search'],
        summary: 'Facets (aggregations) of a search, or citation metrics',
        description:
          'The aggregations of the search that `GET /api/{collection}` would run with the same query and filters ' +
          '(AND across facets, OR between values of one facet), as `{"took","timed_out","hits":{"hits":[],' +
          '"total":N},"aggregations":{name:{"meta":{title,type,order,…},"buckets":[{key,doc_count,…}]}}}`. ' +
          'Literature: earliest_date, author_count, rpp, doc_type, author, subject, arxiv_categories, ' +
          'collaboration; jobs: field_of_interest, rank, region, status; conferences: subject, series; seminars: ' +
          'subject, series, accessibility; experiments: classification (tree). Other collections answer empty ' +
          'aggregations. Above 10,000 hits the counts come from a sample of the table, scaled, and every ' +
          'aggregation carries `"approximate": true` (`hits.total_relation` as in search); the author facet of a ' +
          'broad search is counted on a sample of its papers (`"sampled": true`). ' +
          '`facet_name=citation-summary` (always exact) answers `aggregations.citation_summary` (h-index all and ' +
          'published, citation buckets, averages; null average without papers) and `facet_name=citations-by-year` ' +
          '`aggregations.citations_by_year.value` (`{"2019": 3, …}`).',
        params: collectionParams,
        querystring: facetsQuerySchema,
        response: {
          200: facetsSearchResponseSchema.describe(
            'The aggregations; with `facet_name=citation-summary` or `citations-by-year` that aggregation only.',
          ),
          400: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const collection = collectionOf(request.params.collection);
      const policy = { varyOnAccept: false, cacheable: collection !== 'seminars' };
      const answer = await withBoundedWork(
        context,
        request,
        reply,
        (bounded) =>
          answerThroughCache(bounded, request, policy, async () =>
            jsonAnswer(await searchFacets(bounded, collection, request.query, request.user)),
          ),
        { read: 'replica' },
      );
      return sendAnswer(reply, answer);
    },
  );

  app.get(
    '/api/literature/citation-summary',
    {
      config: { policy: 'public' },
      schema: {
        tags: ['search'],
        summary: 'Citation summary of a literature search',
        description:
          'The `citation_summary` object of `GET /api/literature/facets?facet_name=citation-summary` on its own: ' +
          '`{"doc_count":N,"h-index":{"value":{"all":h,"published":h}},"citations":{"buckets":{"all":{…},' +
          '"published":{…}}}}`, each side with `doc_count`, `citations_count.value`, `citation_buckets.buckets` ' +
          '(0, 1–9, 10–49, 50–99, 100–249, 250–499, 500+) and `average_citations.value` (null without papers). ' +
          'Counts the citeable papers the query and filters find; the citeable, refereed and citation-count ' +
          'filters are ignored. `exclude-self-citations` counts citations without self-citations.',
        querystring: facetsQuerySchema.omit({ facet_name: true }),
        response: { 200: citationSummaryAggregationSchema, 400: errorResponse },
      },
    },
    async (request, reply) => {
      const answer = await withBoundedWork(
        context,
        request,
        reply,
        (bounded) =>
          answerThroughCache(bounded, request, { varyOnAccept: false }, async () =>
            jsonAnswer((await citationSummary(bounded, request.query, request.user)).summary),
          ),
        { read: 'replica' },
      );
      return sendAnswer(reply, answer);
    },
  );

  const settings = readRuntimeSettings(process.env, (message) => app.log.warn(message));
  app.get(
    '/api/config',
    {
      config: { policy: 'public' },
      schema: {
        tags: ['runtime'],
        summary: 'Runtime configuration of the web app',
        description:
          'What the web app shows and which of its promises hold: banners and partner logos (BANNERS, PARTNERS as ' +
          'JSON), the guide flag (START_GUIDE), the blog link (BLOG_URL), `arxivHarvest` (ARXIV_OAI_URL is set), ' +
          '`orcidLogin` and `orcidPush` (ORCID is configured), and the footer links an operator sets (PRIVACY_URL, ' +
          'TERMS_URL, ABOUT_URL … — null when unset). The response schema lists every field.',
        response: { 200: runtimeConfigResponseSchema },
      },
    },
    async () => settings,
  );

  const blog = createBlogFeed({ url: process.env.BLOG_POSTS_URL });
  app.get(
    '/api/blog/posts',
    {
      config: { policy: 'public' },
      schema: {
        tags: ['runtime'],
        summary: 'Latest blog posts',
        description:
          'The 3 latest posts of the blog at BLOG_POSTS_URL (a WordPress-style posts API, asked with ' +
          '`per_page=3`) as `[{"title","excerpt","date","link"}]`; cached for 10 minutes; `[]` when unset or ' +
          'unreachable; never waits more than 1.5 s.',
        response: { 200: blogPostsResponseSchema },
      },
    },
    async () => blog.posts(),
  );
}

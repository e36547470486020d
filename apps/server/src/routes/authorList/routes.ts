import {
  apiErrorSchema,
  authorListAuthorSchema,
  authorListRequestSchema,
  authorListResponseSchema,
} from '@parton/records';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatAuthorList } from '../../authorList/service';
import type { AppContext } from '../../context';

/**
 * Request bodies of up to 8 MiB: the schema allows 2,000,000 characters of text, which JSON may write with
 * escapes and UTF-8 with several bytes per character (an LHC collaboration list of 3,000 authors is ~300 kB).
 */
export const AUTHOR_LIST_BODY_LIMIT = 8 * 1024 * 1024;

/**
 * The answer as the route serialises and documents it: the contract's `authorListResponseSchema`, with each
 * institution link as an open object. A JSON-schema property named `$ref` reads as a reference to the OpenAPI
 * generator and breaks `/api/openapi.json`; the route test checks the answers against the contract itself.
 */
const documentedResponseSchema = authorListResponseSchema.extend({
  authors: z.array(
    authorListAuthorSchema.extend({
      affiliations: z
        .array(
          z.object({
            value: z.string(),
            record: z.looseObject({}).describe('`{"$ref": "<PUBLIC_URL>/api/institutions/<id>"}`').optional(),
          }),
        )
        .optional(),
    }),
  ),
});

/** The catalogers' author-list tool (facts submissions-backoffice.md §5.2, §7). */
export async function authorListRoutes(root: FastifyInstance, context: AppContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/editor/authorlist/text',
    {
      bodyLimit: AUTHOR_LIST_BODY_LIMIT,
      config: { policy: 'cataloger' },
      schema: {
        tags: ['records'],
        summary: 'Parse a pasted author list into author entries (catalogers)',
        description:
          '`{"text"}`: the names (separated by commas, new lines, "and" or affiliation ids), an empty line, then ' +
          'one affiliation per line led by its id (digits, lower-case letters or one symbol; an id may stand alone ' +
          'on its line with the text below). Answers `{"authors":[{full_name, raw_affiliations, affiliations, ids, ' +
          'emails}], "warnings"?}`: names in the "Last, First" form, ORCIDs and e-mails written as affiliations ' +
          'moved to `ids` / `emails`, and each raw affiliation that names exactly one institution (legacy ICN, ICN ' +
          'or name variant, else a single hit of the institutions search) linked in `affiliations`. 400 ' +
          '`{"status":400,"message"}` when the affiliation list cannot be read or the text has three or more ' +
          'blocks; 401 anonymous, 403 not a cataloger.',
        body: authorListRequestSchema,
        response: { 200: documentedResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => formatAuthorList(context, request.body.text),
  );
}

import {
  literatureImportConflictSchema,
  literatureImportResponseSchema,
  messageResponseSchema,
} from '@parton/records';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { ImportFailure } from '../../literatureImport/errors';
import { importLiterature } from '../../literatureImport/service';

/**
 * Imports per client IP within the API limiter's window (RATE_LIMIT): each one is a request to arXiv or CrossRef,
 * which ask their clients to go slowly, so the route allows fewer than the rest of the API.
 */
export const IMPORTS_PER_WINDOW = 5;

/** The literature form's "import from arXiv or DOI" step. */
export async function literatureImportRoutes(root: FastifyInstance, context: AppContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const limit = context.config.rateLimit;
  app.get(
    '/api/literature/import/*',
    {
      config: {
        policy: 'authenticated',
        ...(limit && {
          rateLimit: { max: Math.min(IMPORTS_PER_WINDOW, limit.max), timeWindow: limit.windowMs },
        }),
      },
      schema: {
        tags: ['submissions'],
        summary: 'Literature form data from arXiv or a DOI',
        description:
          'The identifier stays unescaped in the path: an arXiv id (`2401.01234`, `arXiv:hep-th/9901001v2`) or a ' +
          'DOI (`10.1103/PhysRevD.98.030001`, `doi:` prefix allowed). Asks arXiv over OAI-PMH (`ARXIV_OAI_URL`) ' +
          'and CrossRef (`CROSSREF_URL`; merged into an e-print that has a DOI, arXiv winning on conflicts). ' +
          '400 not an identifier; 409 `{message, recid}` when a literature record already has it; 404 unknown ' +
          'to the source; 500 unreadable answer; 502 source unreachable or not configured.',
        params: z.object({ '*': z.string().describe('An arXiv id or a DOI.') }),
        response: {
          200: literatureImportResponseSchema,
          400: messageResponseSchema,
          404: messageResponseSchema,
          409: literatureImportConflictSchema,
          500: messageResponseSchema,
          502: messageResponseSchema,
        },
      },
    },
    async (request, reply) => {
      try {
        return {
          data: await importLiterature(context.db, context.config.literatureImport, request.params['*']),
        };
      } catch (error) {
        if (!(error instanceof ImportFailure)) {
          throw error;
        }
        if (error.status >= 500) {
          request.log.warn(
            `literature import of ${request.params['*']} answered ${error.status}: ${error.message}`,
          );
        }
        const body =
          error.recid === undefined
            ? { message: error.message }
            : { message: error.message, recid: error.recid };
        return reply.code(error.status).send(body);
      }
    },
  );
}

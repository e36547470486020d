import {
  ASSIGN_MESSAGES,
  assignConferenceRequestSchema,
  bulkToolResponseSchema,
  exportToCdsRequestSchema,
  messageResponseSchema,
} from '@parton/records';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Account } from '../../accounts/model';
import { requestCdsExport } from '../../bulkTools/cdsExport';
import { assignPapersToConference } from '../../bulkTools/conference';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';

function accountOf(user: Account | null): Account {
  if (!user) {
    throw new ApiError(401, 'Authentication required.');
  }
  return user;
}

/** The literature bulk tools of catalogers (spec §5, §6): assign papers to a conference, export them to CDS. */
export async function bulkToolsRoutes(root: FastifyInstance, context: AppContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/assign/conference',
    {
      config: { policy: 'cataloger' },
      schema: {
        tags: ['curation'],
        summary: 'Assign papers to a conference',
        description:
          'Each paper gets `document_type` "conference paper" (unless it is already "proceedings" or "conference ' +
          'paper") and a `publication_info` entry `{cnum, conference_record}`, or the missing half of an entry ' +
          'naming the conference one way. Each paper is written on its own: `failures` lists those that could ' +
          'not be (unknown, invalid); 500 `Internal Error` when none could. 404 unknown conference, 400 ' +
          'conference without cnum.',
        body: assignConferenceRequestSchema,
        response: {
          200: bulkToolResponseSchema,
          400: messageResponseSchema,
          404: messageResponseSchema,
          500: bulkToolResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const outcome = await assignPapersToConference(context, request.body, accountOf(request.user).id);
      if (outcome.assigned.length === 0) {
        return reply.code(500).send({ message: ASSIGN_MESSAGES.internalError, failures: outcome.failures });
      }
      return outcome.failures.length > 0
        ? { message: ASSIGN_MESSAGES.success, failures: outcome.failures }
        : { message: ASSIGN_MESSAGES.success };
    },
  );

  app.post(
    '/api/assign/export-to-cds',
    {
      config: { policy: 'cataloger' },
      schema: {
        tags: ['curation'],
        summary: 'Export papers to CDS',
        description:
          'Queues one durable job (`cds.export`) that writes each paper as MARCXML (MARC21 slim) to ' +
          '`CDS_EXPORT_URL` (one POST per paper) or to `<CDS_EXPORT_DIR>/<recid>.xml`, then sets ' +
          '`_export_to.CDS` on the record. Answers at once; 400 naming unknown papers (nothing queued).',
        body: exportToCdsRequestSchema,
        response: { 200: bulkToolResponseSchema, 400: messageResponseSchema },
      },
    },
    async (request) => {
      await requestCdsExport(context, request.body.literature_recids, accountOf(request.user).id);
      return { message: ASSIGN_MESSAGES.success };
    },
  );
}

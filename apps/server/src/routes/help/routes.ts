import { apiErrorSchema, helpPageSchema } from '@parton/records';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { readHelpPage } from '../../help/pages';
import { ApiError } from '../../http/errors';

export const HELP_PAGE_NOT_FOUND = 'There is no help page with this name.';

/** The help pages behind the footer and the help menu (src/help/README.md): Markdown files an operator replaces. */
export async function helpRoutes(root: FastifyInstance, context: AppContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/help/:page',
    {
      config: { policy: 'public' },
      schema: {
        tags: ['runtime'],
        summary: 'A help page as Markdown',
        description:
          'The page `<page>.md` of the folder HELP_PAGES_DIR (about, content-policy, faq, help, … — whatever the ' +
          'folder holds), with its title (its first `# ` heading); `search-tips` is generated from the search ' +
          "language's keyword table. 404 for any other name.",
        params: z.object({ page: z.string().max(100) }),
        response: { 200: helpPageSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const page = await readHelpPage(context.config.helpPagesDir, request.params.page);
      if (!page) {
        throw new ApiError(404, HELP_PAGE_NOT_FOUND);
      }
      // Short: an operator's edit of a file should show within a minute.
      reply.header('cache-control', 'public, max-age=60');
      return page;
    },
  );
}

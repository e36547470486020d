import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { subscribeToWeeklyJobs } from './service';

const subscribeBody = z.object({
  email: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email({ error: 'Please enter a valid e-mail address.' })),
  first_name: z.string().trim().min(1, { error: 'Please enter your first name.' }).max(200),
  last_name: z.string().trim().min(1, { error: 'Please enter your last name.' }).max(200),
});

/** POST /api/mailing/subscribe/jobs/weekly: the weekly jobs e-mail (subscribing twice is harmless). */
export async function mailingRoutes(root: FastifyInstance, context: AppContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/mailing/subscribe/jobs/weekly',
    { config: { policy: 'public' }, schema: { body: subscribeBody } },
    async (request) => {
      await subscribeToWeeklyJobs(context, {
        email: request.body.email,
        firstName: request.body.first_name,
        lastName: request.body.last_name,
      });
      return { message: 'Success' };
    },
  );
}

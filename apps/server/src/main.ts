import { demoAccountsBanner, seedDemoAccounts } from './accounts/demo';
import { scheduleBibliographySweep } from './bibliography/job';
import { loadConfig } from './config';
import { ensureArxivHarvestScheduled } from './harvest/job';
import { ensureJobsWeeklyScheduled } from './mailing/job';
import { installProcessGuards } from './processGuards';
import { startWorker } from './queue';
import { JOB_HANDLERS } from './queue/handlers';
import { seedDemoIfEmpty } from './seed/demo';
import { startServer } from './server';

/** `npm start`: migrate, seed the demo corpus on an empty database, serve API and web app. */
async function main(): Promise<void> {
  // No request may end the process: an unhandled rejection is logged with its request, the server keeps serving.
  installProcessGuards();
  const config = loadConfig();
  const server = await startServer(config, { logger: true });
  if (config.seedDemo) {
    await seedDemoIfEmpty(server.context);
  }
  const demoAccounts = config.seedDemo ? await seedDemoAccounts(server.context, () => {}) : [];
  await server.app.listen({ port: config.port, host: config.host });
  // Background jobs (citation recounts …) queued in the database: see src/queue/README.md.
  const worker = config.queueWorker
    ? startWorker(server.context.db, JOB_HANDLERS, {
        context: { config },
        onError: (error) => server.app.log.error({ err: error }, 'background job failed'),
      })
    : undefined;
  // arXiv harvesting (src/harvest): one pending job, due an interval after the last run; it reschedules itself.
  if (config.arxivHarvest) {
    await ensureArxivHarvestScheduled(server.context.db, config.arxivHarvest);
  }
  // The weekly jobs e-mail (src/mailing): one pending job per week, Monday 08:00 UTC; it reschedules itself.
  await ensureJobsWeeklyScheduled(server.context.db);
  // Expired bibliography files (src/bibliography): swept now, then hourly by a job that queues its next run.
  await scheduleBibliographySweep(server.context.db);
  const engine =
    server.context.engine === 'pglite' ? `embedded PGlite database in ${config.dataDir}` : 'PostgreSQL';
  console.log(`\nParton is running on ${config.publicUrl}  (${engine})`);
  console.log(`  API:   ${config.publicUrl}/api/literature?q=a%20ellis`);
  console.log(`  Docs:  ${config.publicUrl}/api/docs`);
  // Only a database seeded with the demo corpus gets demo accounts (accounts/demo.ts); the banner says so loudly.
  for (const line of demoAccountsBanner(demoAccounts, config.publicUrl)) {
    console.log(line);
  }
  const shutdown = async () => {
    await worker?.stop();
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

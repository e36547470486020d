import { seedDemoAccounts } from './accounts/demo';
import { loadConfig } from './config';
import { startWorker } from './queue';
import { JOB_HANDLERS } from './queue/handlers';
import { seedDemoIfEmpty } from './seed/demo';
import { startServer } from './server';

/** `npm start`: migrate, seed the demo corpus on an empty database, serve API and web app. */
async function main(): Promise<void> {
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
        onError: (error) => server.app.log.error({ err: error }, 'background job failed'),
      })
    : undefined;
  const engine =
    server.context.engine === 'pglite' ? `embedded PGlite database in ${config.dataDir}` : 'PostgreSQL';
  console.log(`\nParton is running on ${config.publicUrl}  (${engine})`);
  console.log(`  API:   ${config.publicUrl}/api/literature?q=a%20ellis`);
  console.log(`  Docs:  ${config.publicUrl}/api/docs`);
  if (demoAccounts.length > 0) {
    console.log(
      `  Login: ${config.publicUrl}/user/login/local — demo accounts, password "${demoAccounts[0]!.password}":`,
    );
    for (const account of demoAccounts) {
      const role =
        account.roles.length > 0
          ? account.roles.join(', ')
          : account.profileControlNumber
            ? 'user with an author profile'
            : 'user';
      console.log(`         ${account.email.padEnd(24)} ${role}`);
    }
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

import { databaseUrlVariable, loadConfig } from '@p2p/service-kit';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { advanceGeneration } from '../projections/projection-generation';

/**
 * `node services/admin/dist/cli/rebuild.js`: empties the admin read models and starts the next
 * generation of their consumer group, in one transaction, on the database of DATABASE_URL_ADMIN.
 * Every running admin replica sees the new generation within PROJECTION_GENERATION_POLL_MS and
 * replays the topics from their start into the emptied tables. The audit log and the support desk
 * are untouched.
 */
export async function rebuildReadModels(env: Record<string, string | undefined>): Promise<number> {
  const variable = databaseUrlVariable('admin');
  const config = loadConfig('admin', z.object({ [variable]: z.string().url() }), env);
  const dataSource = await new DataSource({ type: 'postgres', url: config[variable] }).initialize();
  try {
    return await advanceGeneration(dataSource);
  } finally {
    await dataSource.destroy();
  }
}

if (require.main === module) {
  rebuildReadModels(process.env).then(
    (generation) => {
      console.log(
        `Read models emptied; generation ${generation} started. Running admin services replay every event into them.`,
      );
    },
    (error: unknown) => {
      console.error(`Rebuild failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    },
  );
}

import { databaseUrlVariable } from '../config/config';
import { provisionServiceDatabase, serviceDatabaseOf } from '../database/service-database-role';

/**
 * node packages/service-kit/dist/cli/provision-databases.js: the one step that uses the PostgreSQL
 * superuser (POSTGRES_ADMIN_URL). For each service's URL in the environment (DATABASE_URL_AUTH, ...:
 * the very values the services get), it makes the URL's role with the URL's password and its
 * database, owned by it and closed to every other role. Compose and Kubernetes run it before the
 * services start, and again at every deploy: it is idempotent.
 */
async function main(): Promise<void> {
  const adminUrl = process.env.POSTGRES_ADMIN_URL;
  if (!adminUrl) throw new Error('POSTGRES_ADMIN_URL is not set (a superuser URL of the server)');
  const prefix = databaseUrlVariable('');
  const urls = Object.entries(process.env).filter(([key, value]) => key.startsWith(prefix) && value);
  if (urls.length === 0) throw new Error(`No ${prefix}<SERVICE> is set: nothing to provision`);
  for (const [variable, url] of urls) {
    const target = serviceDatabaseOf(url!);
    const service = variable.slice(prefix.length).toLowerCase();
    if (target.database !== service)
      throw new Error(`${variable} must name the database ${service}, not ${target.database}`);
    if (target.role === new URL(adminUrl).username || target.role === 'postgres')
      throw new Error(`${variable} must name the service's own role, not the superuser`);
    await provisionServiceDatabase(adminUrl, target);
    console.log(`${service}: role ${target.role} owns database ${target.database}`);
  }
}

main().catch((error: unknown) => {
  console.error(
    `Could not provision the databases: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});

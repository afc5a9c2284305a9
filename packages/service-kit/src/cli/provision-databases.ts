import { provisionDatabasesFromEnv } from '../database/service-database-role';

/**
 * node packages/service-kit/dist/cli/provision-databases.js: the one step that uses the PostgreSQL
 * superuser (POSTGRES_ADMIN_URL). For each service's URL in the environment (DATABASE_URL_AUTH, ...:
 * the very values the services get), it makes the URL's role with the URL's password and its
 * database, owned by it and closed to every other role. Compose and Kubernetes run it before the
 * services start, and again at every deploy: it is idempotent.
 */
provisionDatabasesFromEnv(process.env).then(
  (services) => console.log(`Each has its own role and database: ${services.join(', ')}`),
  (error: unknown) => {
    console.error(
      `Could not provision the databases: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  },
);

// docker-compose.yml beyond its schema (dclint checks that): the variables it interpolates are the ones
// .env.example documents, every app gets an environment its own config schema accepts, and the
// services, dependencies and health checks fit together.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { URL } from 'node:url';
import { parse } from 'yaml';
import { DATABASE_ROLES, KAFKA_USERS, sampleSecrets } from './app-config.mjs';

const REQUIRED_SECRETS = [
  'POSTGRES_PASSWORD',
  'INTERNAL_API_TOKEN',
  'JWT_PRIVATE_KEY',
  'JWT_PUBLIC_KEY',
  'TWO_FACTOR_SECRET_KEY',
  ...DATABASE_ROLES.map((role) => `POSTGRES_PASSWORD_${role}`),
  'KAFKA_ADMIN_PASSWORD',
  ...KAFKA_USERS.map((user) => `KAFKA_PASSWORD_${user}`),
  'REDIS_PASSWORD',
  'REDIS_PASSWORD_GATEWAY',
  'REDIS_PASSWORD_FOOTBALL',
];
/** The one-shot that makes the services' PostgreSQL roles and databases before they start. */
const PROVISIONER = 'packages/service-kit/dist/cli/provision-databases.js';
/** The one-shot that creates Kafka's topics and the apps' ACLs as its superuser, kafka-admin. */
const KAFKA_PROVISIONER = 'packages/service-kit/dist/cli/provision-kafka.js';
const DEMO_SWITCHES = ['SEED_DEMO_DATA', 'FOOTBALL_TEST_CONTROLS', 'DEV_MAILBOX'];

const VARIABLE = /\$\{([A-Z0-9_]+)(?:(:?[-?])([^}]*))?\}/g;

export function checkCompose(root, appConfigs) {
  const problems = [];
  const text = readFileSync(join(root, 'docker-compose.yml'), 'utf8');
  const compose = parse(text, { merge: true });
  const documented = parseEnvFile(readFileSync(join(root, '.env.example'), 'utf8'));

  const used = new Set([...text.matchAll(VARIABLE)].map((match) => match[1]));
  // A secret with a fallback would start a real deployment on a value everyone knows.
  for (const [, name, operator] of text.matchAll(VARIABLE)) {
    if (REQUIRED_SECRETS.includes(name) && operator !== ':?')
      problems.push(`\${${name}} must be required (\${${name}:?...}), never given a default`);
  }
  for (const name of DEMO_SWITCHES) {
    if (text.includes(name))
      problems.push(`${name} is for the embedded demo and tests only: not in docker-compose.yml`);
  }
  for (const name of used) {
    if (!(name in documented)) problems.push(`\${${name}} is used but not documented in .env.example`);
  }
  for (const name of Object.keys(documented)) {
    if (!used.has(name))
      problems.push(`.env.example documents ${name}, which docker-compose.yml does not use`);
  }

  // What `docker compose up` sees with a filled-in .env: the example's values plus real secrets.
  const secrets = sampleSecrets();
  const values = { ...documented, ...secrets };
  const services = compose.services ?? {};
  for (const [name, service] of Object.entries(services)) {
    const where = `docker-compose.yml services.${name}`;
    if (!service.healthcheck && !isOneShot(service)) problems.push(`${where}: no healthcheck`);
    for (const [dependency, { condition } = {}] of Object.entries(service.depends_on ?? {})) {
      const target = services[dependency];
      if (!target) problems.push(`${where}: depends on unknown service ${dependency}`);
      else if (isOneShot(target) !== (condition === 'service_completed_successfully'))
        problems.push(
          `${where}: waits for ${dependency} with ${condition}; a one-shot (restart: 'no') is awaited with service_completed_successfully, anything else with service_healthy`,
        );
      else if (!isOneShot(target) && (!target.healthcheck || target.healthcheck.disable))
        problems.push(`${where}: waits for ${dependency}, which has no healthcheck`);
    }
    if (service.build?.target !== 'app') continue;
    const env = Object.fromEntries(
      Object.entries(service.environment ?? {}).map(([key, value]) => [
        key,
        interpolate(String(value), values),
      ]),
    );
    if (service.command?.includes(PROVISIONER)) {
      problems.push(...checkProvisioner(where, env, services, values));
      continue;
    }
    if (service.command?.includes(KAFKA_PROVISIONER)) {
      if (env.KAFKA_SASL_USERNAME !== 'kafka-admin') problems.push(`${where}: must sign in as kafka-admin`);
      continue;
    }
    for (const problem of appConfigs.check(service.command, env)) problems.push(`${where}: ${problem}`);
    problems.push(...checkServiceUrls(where, env, services));
    const app = appConfigs.appOf(service.command);
    // Each app signs in to Kafka as its own user, whose ACLs hold it to its own topics.
    const kafkaPassword = String(service.environment?.KAFKA_SASL_PASSWORD ?? '');
    if (
      service.environment?.KAFKA_BROKERS &&
      (env.KAFKA_SASL_USERNAME !== app || !kafkaPassword.includes(`KAFKA_PASSWORD_${app?.toUpperCase()}:`))
    )
      problems.push(
        `${where}: must sign in to Kafka as ${app} with \${KAFKA_PASSWORD_${app?.toUpperCase()}}`,
      );
    const database = env[`DATABASE_URL_${app?.toUpperCase()}`];
    if (database && new URL(database).pathname !== `/${app}`)
      problems.push(`${where}: DATABASE_URL_${app.toUpperCase()} must name the database ${app}`);
  }
  return problems;
}

const isOneShot = (service) => service.restart === 'no';

/**
 * The provisioner makes exactly the roles and databases the services connect with: its
 * DATABASE_URL_<NAME> are theirs, none of them the superuser, and it alone has POSTGRES_ADMIN_URL.
 */
function checkProvisioner(where, env, services, values) {
  const problems = [];
  if (!env.POSTGRES_ADMIN_URL) problems.push(`${where}: no POSTGRES_ADMIN_URL`);
  for (const [name, service] of Object.entries(services)) {
    if (service.build?.target !== 'app' || service.command?.includes(PROVISIONER)) continue;
    for (const [key, value] of Object.entries(service.environment ?? {})) {
      if (key === 'POSTGRES_ADMIN_URL') problems.push(`services.${name}: only the provisioner has ${key}`);
      if (!key.startsWith('DATABASE_URL_')) continue;
      const url = interpolate(String(value), values);
      if (env[key] !== url) problems.push(`${where}: ${key} must be services.${name}'s own`);
      const user = new URL(url).username;
      if (user === 'postgres' || user === new URL(env.POSTGRES_ADMIN_URL ?? 'postgres://x@x').username)
        problems.push(`services.${name}: ${key} connects as the superuser, not as its own role`);
    }
  }
  return problems;
}

/** Every SERVICE_URL_<NAME> points at that compose service, on the port it listens on. */
function checkServiceUrls(where, env, services) {
  const problems = [];
  for (const [key, value] of Object.entries(env)) {
    const name = /^SERVICE_URL_([A-Z]+)$/.exec(key)?.[1]?.toLowerCase();
    if (!name) continue;
    const target = services[name];
    const url = new URL(value);
    if (!target) problems.push(`${where}: ${key} names ${name}, which is not a service`);
    else if (url.hostname !== name || url.port !== String(target.environment?.PORT))
      problems.push(`${where}: ${key} must be http://${name}:${target.environment?.PORT}`);
  }
  return problems;
}

/** Compose's interpolation: ${X}, ${X:-default}, ${X-default}, ${X:?error}, ${X?error}. */
export function interpolate(text, values) {
  return text.replace(VARIABLE, (_match, name, operator, argument) => {
    const value = values[name];
    const empty = value === undefined || (operator?.startsWith(':') && value === '');
    if (operator?.endsWith('?') && empty) throw new Error(`${name} is required: ${argument}`);
    if (operator?.endsWith('-') && empty) return argument;
    return value ?? '';
  });
}

/** KEY=value lines; double-quoted values may span lines (PEM keys). */
export function parseEnvFile(text) {
  const values = {};
  for (const match of text.matchAll(/^([A-Z0-9_]+)=("([^"]*)"|.*)$/gm)) {
    values[match[1]] = match[3] ?? match[2];
  }
  return values;
}

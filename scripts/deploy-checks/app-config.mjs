// The apps' own configuration schemas (zod), loaded from their TypeScript sources, so a deployment
// file's environment is checked by the very code that reads it at start, without a build.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { runTypeScriptModule } from './typescript-module.mjs';

/** Variables a container may carry that no app schema lists. */
const RUNTIME_VARIABLES = new Set(['NODE_ENV', 'NODE_OPTIONS', 'TZ']);
/** OpenTelemetry's own variables, read by its SDK in every app (docs/operations.md, Tracing). */
const isOpenTelemetryVariable = (key) => key.startsWith('OTEL_');

export function createAppConfigs(root) {
  const requireFromRoot = createRequire(join(root, 'package.json'));
  const cache = new Map();
  const aliases = {
    // Only the kit's config module: the rest of the kit (Nest, TypeORM) is not needed to parse env.
    '@p2p/service-kit': join(root, 'packages/service-kit/src/config/config.ts'),
    '@p2p/contracts': join(root, 'packages/contracts/src/index.ts'),
  };

  function load(file) {
    if (cache.has(file)) return cache.get(file).exports;
    const module = { exports: {} };
    cache.set(file, module);
    const localRequire = (specifier) => {
      if (aliases[specifier]) return load(aliases[specifier]);
      if (specifier.startsWith('.')) return load(resolveTs(join(dirname(file), specifier)));
      return requireFromRoot(specifier);
    };
    return runTypeScriptModule(file, localRequire, module);
  }

  const kit = load(aliases['@p2p/service-kit']);
  const { z } = requireFromRoot('zod');
  const schemas = new Map();
  for (const name of readdirSync(join(root, 'services'))) {
    const file = join(root, `services/${name}/src/${name}.config.ts`);
    if (!existsSync(file)) continue;
    const exported = Object.entries(load(file)).find(([key]) => key.endsWith('ConfigSchema'));
    if (!exported) throw new Error(`${file} exports no *ConfigSchema`);
    // As ServiceKitModule.forRoot composes it (packages/service-kit/src/app/service-kit.module.ts).
    const schema = kit.baseConfigSchema
      .extend({ [kit.databaseUrlVariable(name)]: z.string().url() })
      .extend(exported[1].shape);
    schemas.set(`services/${name}/dist/main.js`, { app: name, schema });
  }
  const gateway = load(join(root, 'gateway/src/config/gateway-config.ts')).gatewayConfigSchema;
  schemas.set('gateway/dist/main.js', { app: 'gateway', schema: gateway });

  return {
    /** The app a container runs, from its command (`node services/auth/dist/main.js`), or undefined. */
    appOf(command) {
      const script = (command ?? []).find((part) => schemas.has(part));
      return script ? schemas.get(script).app : undefined;
    },
    scripts: () => [...schemas.keys()],
    /** Problems of an app's environment: unknown variables (typos) and what its schema refuses. */
    check(command, env) {
      const script = (command ?? []).find((part) => schemas.has(part));
      if (!script) return [`runs no known app (${JSON.stringify(command)})`];
      const { schema } = schemas.get(script);
      const known = new Set(Object.keys(schema.shape));
      const problems = Object.keys(env)
        .filter((key) => !known.has(key) && !RUNTIME_VARIABLES.has(key) && !isOpenTelemetryVariable(key))
        .map((key) => `${key} is not a variable of this app`);
      const parsed = schema.safeParse(env);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) problems.push(`${issue.path.join('.')}: ${issue.message}`);
      }
      return problems;
    },
  };
}

function resolveTs(base) {
  for (const candidate of [`${base}.ts`, join(base, 'index.ts')]) if (existsSync(candidate)) return candidate;
  throw new Error(`Cannot resolve ${base}`);
}

/** Real-looking secrets for the checks, so a schema sees what a real deployment gives it. */
export function sampleSecrets() {
  const pair = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return {
    JWT_PRIVATE_KEY: pair.privateKey,
    JWT_PUBLIC_KEY: pair.publicKey,
    INTERNAL_API_TOKEN: randomBytes(32).toString('hex'),
    TWO_FACTOR_SECRET_KEY: randomBytes(32).toString('hex'),
    POSTGRES_PASSWORD: randomBytes(16).toString('hex'),
    ...Object.fromEntries(
      DATABASE_ROLES.map((role) => [`POSTGRES_PASSWORD_${role}`, randomBytes(16).toString('hex')]),
    ),
    KAFKA_ADMIN_PASSWORD: randomBytes(24).toString('hex'),
    ...Object.fromEntries(
      KAFKA_USERS.map((user) => [`KAFKA_PASSWORD_${user}`, randomBytes(24).toString('hex')]),
    ),
    REDIS_PASSWORD: randomBytes(24).toString('hex'),
    REDIS_PASSWORD_GATEWAY: randomBytes(24).toString('hex'),
    REDIS_PASSWORD_FOOTBALL: randomBytes(24).toString('hex'),
  };
}

/** The apps' own Kafka users (SASL/SCRAM), each with a password of its own (the broker makes them). */
export const KAFKA_USERS = ['AUTH', 'BETTING', 'WALLET', 'FOOTBALL', 'ADMIN', 'NOTIFICATIONS', 'GATEWAY'];

/** The services' own PostgreSQL roles, each with a password of its own (postgres-init makes them). */
export const DATABASE_ROLES = ['AUTH', 'FOOTBALL', 'WALLET', 'BETTING', 'ADMIN', 'NOTIFICATIONS'];

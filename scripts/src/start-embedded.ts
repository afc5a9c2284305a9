// First: tracing's instrumentations must be in place before the imports below load what they trace.
import { tracing } from './tracing';
import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import { ServerResponse, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { join, resolve } from 'node:path';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { startLocalPostgres, stopLocalPostgres } from './local-postgres';
import { localDatabasePasswords, localSecrets } from './local-secrets';
import { startPlatform } from './platform';
import { assertPortFree } from './ports';
import { HOSTED_SERVICES } from './services';
import { webRoots } from './web-roots';

const repoRoot = resolve(__dirname, '../..');
const dataDir = resolve(process.env.DATA_DIR ?? join(repoRoot, 'data'));

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 8080);
  if (process.argv.includes('--reset')) {
    await stopLocalPostgres(join(dataDir, 'postgres'));
    rmSync(dataDir, { recursive: true, force: true });
    console.log(`Wiped ${dataDir}`);
  }
  await assertPortFree(port, `Port ${port}`, 'PORT');
  const mailPorts = {
    smtp: Number(process.env.MAIL_SMTP_PORT ?? port + 2),
    web: Number(process.env.MAIL_WEB_PORT ?? port + 3),
  };
  await assertPortFree(mailPorts.smtp, `Port ${mailPorts.smtp} (the dev mailbox's SMTP)`, 'MAIL_SMTP_PORT');
  await assertPortFree(mailPorts.web, `Port ${mailPorts.web} (the dev mailbox's page)`, 'MAIL_WEB_PORT');

  const postgres = await startLocalPostgres({
    dataDir: join(dataDir, 'postgres'),
    port: Number(process.env.PG_PORT ?? port + 1),
    portVariable: 'PG_PORT',
    passwordFile: join(dataDir, 'keys', 'postgres-password'),
  });
  const secrets = localSecrets(join(dataDir, 'keys'));
  const databasePasswords = localDatabasePasswords(
    join(dataDir, 'keys'),
    HOSTED_SERVICES.map((service) => service.name),
  );
  let platform: Awaited<ReturnType<typeof startPlatform>> | undefined;
  let mail: MailCatcher | undefined;
  // The apps first (HTTP, consumers, outbox relays), then the mail catcher and PostgreSQL, which
  // they use until they stop.
  const shutdown = async (signal: string) => {
    console.log(`\n${signal}: stopping...`);
    await platform?.close().catch((error) => console.error(describe(error)));
    await mail?.stop().catch((error) => console.error(describe(error)));
    await postgres.stop().catch((error) => console.error(describe(error)));
    await tracing?.stop().catch((error: unknown) => console.error(describe(error)));
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.once(signal, () => void shutdown(signal));

  try {
    mail = await startMailCatcher(mailPorts, join(dataDir, 'mail'));
    platform = await startPlatform({
      postgresUrl: postgres.url,
      databasePasswords,
      port,
      host: process.env.HOST ?? '127.0.0.1',
      staticRoots: webRoots(repoRoot),
      env: {
        // The demo data is allowed only in development (or test): said here, not left to the shell.
        NODE_ENV: 'development',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
        JWT_PUBLIC_KEY: secrets.jwtPublicKey,
        JWT_PRIVATE_KEY: secrets.jwtPrivateKey,
        INTERNAL_API_TOKEN: secrets.internalToken,
        TWO_FACTOR_SECRET_KEY: secrets.twoFactorSecretKey,
        PUBLIC_URL: `http://localhost:${port}`,
        SMTP_URL: mail.smtpUrl,
        SMS_TO_EMAIL_DOMAIN: 'sms.localhost',
        SEED_DEMO_DATA: 'true',
      },
    });
  } catch (error) {
    await mail?.stop();
    await postgres.stop();
    throw error;
  }

  console.log(`\nP2P Betting is running at ${platform.url}`);
  console.log(`API docs: ${platform.url}/api/docs`);
  console.log(`Mail (the dev mailbox): ${mail.webUrl}  (SMS as <digits>@sms.localhost; this machine only)`);
  if (DEMO_ACCOUNTS.length > 0) {
    console.log('\nDemo accounts:');
    for (const account of DEMO_ACCOUNTS)
      console.log(`  ${account.role.padEnd(8)} ${account.email} / ${account.password}`);
  }
  console.log('\nPress Ctrl-C to stop.');
}

interface MailCatcher {
  smtpUrl: string;
  webUrl: string;
  stop(): Promise<void>;
}

/**
 * MailDev in this process, SMTP and page both on 127.0.0.1, mail kept in the data folder: auth
 * sends every email there, and every SMS as email to <digits>@sms.localhost, for the person at the
 * machine to read. Nothing routes to it from the gateway.
 */
async function startMailCatcher(ports: { smtp: number; web: number }, mailDirectory: string) {
  mkdirSync(mailDirectory, { recursive: true, mode: 0o700 });
  chmodSync(mailDirectory, 0o700);
  const { MailDev } = await import('maildev');
  const maildev = new MailDev({
    smtp: ports.smtp,
    ip: '127.0.0.1',
    web: ports.web,
    webIp: '127.0.0.1',
    mailDirectory,
    maxEmails: 1000,
    silent: true,
  });
  const { api } = await maildev.start();
  if (api) onlyItsOwnPages(api.server.server, ports.web);
  return {
    smtpUrl: `smtp://127.0.0.1:${ports.smtp}`,
    webUrl: `http://127.0.0.1:${ports.web}`,
    stop: () => maildev.stop(),
  } satisfies MailCatcher;
}

/**
 * MailDev's API allows every origin (CORS and its socket.io), so any web page open in a browser on
 * this machine could read the mailbox, directly or by pointing a name of its own at 127.0.0.1 (DNS
 * rebinding). Only requests addressed to the page by its loopback name, from itself, get through.
 */
function onlyItsOwnPages(server: Server, port: number): void {
  const own = new Set([`127.0.0.1:${port}`, `localhost:${port}`]);
  const allowed = ({ headers }: IncomingMessage) =>
    own.has(headers.host ?? '') &&
    (headers.origin === undefined || own.has(headers.origin.replace(/^http:\/\//, '')));
  for (const event of ['request', 'upgrade'] as const) {
    const listeners = server.listeners(event) as Array<(...args: unknown[]) => void>;
    server.removeAllListeners(event);
    server.on(event, (request: IncomingMessage, ...rest: unknown[]) => {
      if (allowed(request)) {
        for (const listener of listeners) listener.call(server, request, ...rest);
        return;
      }
      const [target] = rest;
      if (target instanceof ServerResponse) target.writeHead(403).end();
      else (target as Duplex).destroy();
    });
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

main().catch((error: unknown) => {
  console.error(`\nCould not start the platform: ${describe(error)}`);
  process.exit(1);
});

import { eventually } from './eventually';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface CaughtMail {
  from: string[];
  to: string[];
  subject: string;
  text: string;
}

/** MailDev, as `npm start` runs it: an SMTP server and its REST API, both on loopback. */
export interface MailCatcher {
  smtpUrl: string;
  webUrl: string;
  /** Every message to the address, newest first. */
  messagesTo(address: string): Promise<CaughtMail[]>;
  /** The newest message to the address, once one has arrived. */
  latestTo(address: string): Promise<CaughtMail>;
  close(): Promise<void>;
}

// MailDev is ESM-only, which Jest's module system cannot load: it runs in a child Node process of
// its own, on ports the OS picks, and ends with the test process (the IPC channel closes).
const SERVER = `
const { MailDev } = await import('maildev');
const maildev = new MailDev({
  smtp: 0, ip: '127.0.0.1', web: 0, webIp: '127.0.0.1', silent: true,
  mailDirectory: process.env.MAIL_DIRECTORY,
});
const { smtp, api } = await maildev.start();
process.send({ smtp: smtp.getPort(), web: api.getPort() });
process.on('disconnect', () => process.exit(0));
`;

const REPO_ROOT = resolve(__dirname, '../../..');

export async function startMailCatcher(): Promise<MailCatcher> {
  const mailDirectory = mkdtempSync(join(tmpdir(), 'p2p-mail-'));
  const child = spawn(process.execPath, ['--input-type=module', '--eval', SERVER], {
    cwd: REPO_ROOT,
    env: { ...process.env, MAIL_DIRECTORY: mailDirectory },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  const ports = await new Promise<{ smtp: number; web: number }>((resolvePorts, reject) => {
    child.once('message', (message) => resolvePorts(message as { smtp: number; web: number }));
    child.once('exit', (code) => reject(new Error(`MailDev exited with ${code} before it listened`)));
  });
  // Never what keeps a test process alive: the child ends with the IPC channel in any case.
  child.unref();
  child.channel?.unref();
  const webUrl = `http://127.0.0.1:${ports.web}`;

  const messagesTo = async (address: string): Promise<CaughtMail[]> => {
    // In arrival order: the times MailDev sorts by can tie for mails sent within the same second.
    const response = await fetch(`${webUrl}/api/email`);
    if (!response.ok) throw new Error(`MailDev answered ${response.status}`);
    const emails = (await response.json()) as Array<{
      from: Array<{ address: string }>;
      to: Array<{ address: string }>;
      subject: string;
      text?: string;
    }>;
    const wanted = address.trim().toLowerCase();
    return emails
      .reverse()
      .filter((email) => email.to.some((to) => to.address.toLowerCase() === wanted))
      .map((email) => ({
        from: email.from.map((from) => from.address),
        to: email.to.map((to) => to.address),
        subject: email.subject,
        text: email.text ?? '',
      }));
  };

  return {
    smtpUrl: `smtp://127.0.0.1:${ports.smtp}`,
    webUrl,
    messagesTo,
    latestTo: (address) =>
      eventually(async () => {
        const [newest] = await messagesTo(address);
        if (!newest) throw new Error(`No mail to ${address} yet`);
        return newest;
      }),
    close: async () => {
      // Disconnected first: the IPC channel could otherwise outlive the child and keep Jest's worker up.
      if (child.connected) child.disconnect();
      child.kill();
      await exited;
      rmSync(mailDirectory, { recursive: true, force: true });
    },
  };
}

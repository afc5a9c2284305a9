import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { createAdminAccount } from './admin-account';

/**
 * npm run admin:create -- --email a@b.c --username ops --name "Ops Admin" [--password ...]
 * Missing values are asked for; the password is read without echo. Runs with the auth service's env.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      username: { type: 'string' },
      name: { type: 'string' },
      password: { type: 'string' },
    },
  });
  const email = values.email ?? (await ask('Email: '));
  const username = values.username ?? (await ask('Username: '));
  const name = values.name ?? (await ask('Full name: '));
  const password = values.password ?? (await ask('Password (at least 8 characters): ', true));
  const admin = await createAdminAccount(process.env, { email, username, name, password });
  console.log(`Admin created: ${admin.username} <${admin.email}> (id ${admin.id})`);
}

async function ask(question: string, secret = false): Promise<string> {
  const prompt = createInterface({
    input: process.stdin,
    output: process.stdout,
    terminal: process.stdin.isTTY,
  });
  if (secret) {
    // Echo nothing but the prompt itself while the password is typed.
    const write = (prompt as unknown as { _writeToOutput: (text: string) => void })._writeToOutput;
    (prompt as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = (text: string) => {
      if (text.startsWith(question)) write.call(prompt, question);
    };
  }
  try {
    const answer = await prompt.question(question);
    return secret ? answer : answer.trim();
  } finally {
    if (secret) process.stdout.write('\n');
    prompt.close();
  }
}

main().catch((error: Error) => {
  console.error(`Could not create the admin: ${error.message}`);
  process.exit(1);
});

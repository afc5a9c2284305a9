import { Client } from 'pg';

/**
 * The PIN of the newest verification email auth kept for the address. The fault stack sends no
 * mail: auth stores each outgoing message in its database, the rows a provider's sender would read.
 * Null when there is none yet or the database cannot be reached (a fault window).
 */
export async function storedVerificationPin(postgresUrl: string, email: string): Promise<string | null> {
  const client = new Client({ connectionString: `${postgresUrl}/auth` });
  try {
    await client.connect();
    const { rows } = await client.query<{ body: string }>(
      `SELECT body FROM outgoing_messages WHERE channel = 'email' AND recipient = $1
       ORDER BY created_at DESC LIMIT 1`,
      [email.toLowerCase()],
    );
    return /Your verification code is (\d{6})/.exec(rows[0]?.body ?? '')?.[1] ?? null;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

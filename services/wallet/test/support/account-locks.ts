import type { DataSource } from 'typeorm';

/** The users, ordered as the ledger locks them: by their accounts' ids. */
export async function inAccountIdOrder(dataSource: DataSource, userIds: string[]): Promise<string[]> {
  const rows: Array<{ owner_id: string }> = await dataSource.query(
    `SELECT owner_id FROM accounts WHERE owner_id = ANY($1) GROUP BY owner_id ORDER BY min(id)`,
    [userIds],
  );
  return rows.map((row) => row.owner_id);
}

/** How many of this database's sessions wait for a lock right now. */
export async function sessionsWaitingForALock(dataSource: DataSource): Promise<number> {
  const [{ n }]: Array<{ n: number }> = await dataSource.query(
    `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
  );
  return n;
}

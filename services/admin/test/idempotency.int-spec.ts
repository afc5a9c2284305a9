import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { EventEnvelope } from '@p2p/contracts';
import { platformHistory } from './factories/history';
import { AdminApp, startAdminApp } from './support/admin-app';

describe('Every projection is idempotent', () => {
  const history: EventEnvelope[] = platformHistory();
  let once: AdminApp;
  let other: AdminApp;
  let expected: Record<string, unknown[]>;

  beforeAll(async () => {
    [once, other] = await Promise.all([startAdminApp(), startAdminApp()]);
    await once.deliver(history);
    expected = await once.readModels();
  });

  afterAll(async () => {
    await Promise.all([once?.close(), other?.close()]);
  });

  const emptyReadModels = async () => {
    await other.db().query(`TRUNCATE users, matches, bets, offers, deposits, withdrawals, commissions`);
    await other.db().query(`DELETE FROM inbox`);
  };

  it('builds the history into every read table', () => {
    for (const [table, rows] of Object.entries(expected))
      expect({ table, rows: rows.length }).not.toEqual({ table, rows: 0 });
  });

  it('ends with the same tables when the bus delivers each event five times', async () => {
    await emptyReadModels();

    await other.deliver(history.flatMap((event) => Array.from({ length: 5 }, () => event)));

    expect(await other.readModels()).toEqual(expected);
  });

  it('ends with the same tables when the whole history is delivered again four more times', async () => {
    await emptyReadModels();

    for (let round = 0; round < 5; round++) await other.deliver(history);

    expect(await other.readModels()).toEqual(expected);
  });

  it('ends with the same tables when each event is applied five times without the inbox', async () => {
    await emptyReadModels();
    const projections = other.projections();

    for (const event of history)
      for (let time = 0; time < 5; time++)
        await other.db().transaction((manager) => projections.project(manager, event));

    expect(await other.readModels()).toEqual(expected);
  });
});

import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CONFIG } from '@p2p/service-kit';
import { DataSource } from 'typeorm';
import type { WalletConfig } from '../wallet.config';
import { IdempotencyKeyInProgressError, IdempotencyKeyReusedError } from './idempotency.errors';
import type { IdempotencyKey } from './idempotency-key.entity';
import type { StoredResponse } from './stored-response';

export type Claim = { kind: 'claimed' } | { kind: 'completed'; response: StoredResponse };

interface KeyId {
  userId: string;
  key: string;
}

/**
 * Keys are scoped to the user and remembered for IDEMPOTENCY_KEY_TTL_HOURS. The key row is
 * committed before the work starts, so a concurrent duplicate finds it and is told to wait (409).
 */
@Injectable()
export class IdempotencyKeysService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CONFIG) private readonly config: WalletConfig,
  ) {}

  async claim(id: KeyId, requestHash: string): Promise<Claim> {
    const claimed: unknown[] = await this.dataSource.query(
      `INSERT INTO idempotency_keys (user_id, key, request_hash, state) VALUES ($1, $2, $3, 'in_progress')
       ON CONFLICT (user_id, key) DO UPDATE
         SET request_hash = EXCLUDED.request_hash, state = 'in_progress', response_status = NULL,
             response_body = NULL, created_at = now()
       WHERE idempotency_keys.created_at < now() - make_interval(hours => $4)
       RETURNING key`,
      [id.userId, id.key, requestHash, this.config.IDEMPOTENCY_KEY_TTL_HOURS],
    );
    if (claimed.length > 0) return { kind: 'claimed' };
    const [row]: Array<
      Pick<IdempotencyKey, 'state'> & { request_hash: string; response_body: StoredResponse }
    > = await this.dataSource.query(
      `SELECT request_hash, state, response_body FROM idempotency_keys WHERE user_id = $1 AND key = $2`,
      [id.userId, id.key],
    );
    if (row.request_hash !== requestHash) throw new IdempotencyKeyReusedError();
    if (row.state === 'in_progress') throw new IdempotencyKeyInProgressError();
    return { kind: 'completed', response: row.response_body };
  }

  async complete(id: KeyId, status: number, response: StoredResponse): Promise<void> {
    await this.dataSource.query(
      `UPDATE idempotency_keys SET state = 'completed', response_status = $3, response_body = $4
        WHERE user_id = $1 AND key = $2`,
      [id.userId, id.key, status, JSON.stringify(response)],
    );
  }

  /** After a server error: nothing is kept, so the client may retry with the same key. */
  async release(id: KeyId): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2 AND state = 'in_progress'`,
      [id.userId, id.key],
    );
  }

  /** Forgets keys past their lifetime (claim already treats them as new). */
  async purgeExpired(): Promise<number> {
    const [, count]: [unknown[], number] = await this.dataSource.query(
      `DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(hours => $1)`,
      [this.config.IDEMPOTENCY_KEY_TTL_HOURS],
    );
    return count;
  }
}

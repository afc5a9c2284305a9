import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Money } from '@p2p/contracts';
import type { NetResult } from '@p2p/contracts/api';
import { ValidationFailedError, CLOCK, type Clock } from '@p2p/service-kit';
import { DataSource } from 'typeorm';
import { settledResultSince } from './limit-usage';

/** The longest look back: a session's reality check, or a month of the loss limits, fits in it. */
export const NET_RESULT_MAX_DAYS = 31;

/**
 * The caller's net result since a time (issue 22, the reality check): what the bets settled since
 * then won or lost, counted exactly as the loss limits count a loss.
 */
@Injectable()
export class NetResultService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async since(userId: string, since: Date): Promise<NetResult> {
    const now = this.clock.now();
    if (since.getTime() > now.getTime()) throw new ValidationFailedError('Since cannot be in the future');
    // Far enough for any session's reminder, and a bound on how much of the user's history one call reads.
    if (since.getTime() < now.getTime() - NET_RESULT_MAX_DAYS * 86_400_000) {
      throw new ValidationFailedError(`Since can be at most ${NET_RESULT_MAX_DAYS} days ago`);
    }
    const { net, settled } = await settledResultSince(this.dataSource.manager, userId, since);
    return { since: since.toISOString(), net: Money.format(net), settled };
  }
}

import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import {
  HOLD_ANSWERED_STATUS,
  HOLD_BATCH_MAX_ITEMS,
  HoldOutcome,
  holdOutcomesOf,
  HoldRoutes,
  placeHoldRequest,
  PlaceHoldRequest,
  PlaceHoldsRequest,
} from '@p2p/contracts';
import { CONFIG, InternalAnswer, InternalHttpClient, NaturalBatcher } from '@p2p/service-kit';
import type { BettingConfig } from '../betting.config';
import { HoldRefusedError, InsufficientBalanceError, WalletUnavailableError } from './wallet.errors';

/**
 * Batches in flight at once: one commits while the next gathers, and a second keeps a lone request
 * from waiting behind a large batch.
 */
const HOLD_RUNS_IN_FLIGHT = 2;

/**
 * The wallet's internal hold command (the escrow protocol of `@p2p/contracts`), the one synchronous
 * call betting makes: idempotent on the wallet's side, so it may be repeated after an unclear outcome;
 * the transport (replicas, keep-alive, timeout) is the kit's. Holds are given up by events, never calls.
 * Concurrent holds go to the wallet together, batched naturally (no timer), each answered as alone.
 */
@Injectable()
export class WalletClient implements OnModuleDestroy {
  private readonly logger = new Logger(WalletClient.name);
  private readonly http: InternalHttpClient;
  private readonly holds: NaturalBatcher<PlaceHoldRequest, void>;

  constructor(@Inject(CONFIG) config: BettingConfig) {
    this.http = new InternalHttpClient({
      service: 'Wallet',
      baseUrls: config.SERVICE_URL_WALLET,
      token: config.INTERNAL_API_TOKEN,
      timeoutMs: config.WALLET_TIMEOUT_MS,
    });
    this.holds = new NaturalBatcher((holds) => this.placeHolds(holds), {
      maxItems: HOLD_BATCH_MAX_ITEMS,
      concurrency: HOLD_RUNS_IN_FLIGHT,
    });
  }

  onModuleDestroy(): void {
    this.http.close();
  }

  /** Moves the amount from the user's available to held funds; the same key returns the first answer. */
  hold(key: string, userId: string, amountCents: bigint): Promise<void> {
    return this.holds.submit(placeHoldRequest(key, userId, amountCents));
  }

  /**
   * Holds that are a batch already (a batch of takes): sent together, in as few calls as the batch
   * route takes, without waiting for the natural batches of `hold`. Each answer as `hold` would give it.
   */
  async holdAll(holds: readonly PlaceHoldRequest[]): Promise<Array<void | Error>> {
    const answers: Array<void | Error> = [];
    for (let start = 0; start < holds.length; start += HOLD_BATCH_MAX_ITEMS) {
      const chunk = holds.slice(start, start + HOLD_BATCH_MAX_ITEMS);
      answers.push(...(await this.placeHolds(chunk).catch((error: Error) => chunk.map(() => error))));
    }
    return answers;
  }

  private async placeHolds(holds: PlaceHoldRequest[]): Promise<Array<void | Error>> {
    const request: PlaceHoldsRequest = { holds };
    const answer = await this.post(HoldRoutes.batch, request);
    const outcomes = holdOutcomesOf(answer.status, answer.body, holds.length);
    if (answer.status !== HOLD_ANSWERED_STATUS) {
      // The batch as a whole went unanswered: one line says so, not one per hold.
      const keys = holds.length === 1 ? holds[0].key : `${holds[0].key} and ${holds.length - 1} more`;
      const unavailable = this.unexpected(keys, outcomes[0] as { status: number; message: string | null });
      return holds.map(() => unavailable);
    }
    return outcomes.map((outcome, index) => this.errorOf(outcome, holds[index].key));
  }

  private errorOf(held: HoldOutcome, key: string): Error | undefined {
    switch (held.outcome) {
      case 'held':
        return undefined;
      case 'refused-insufficient':
        return new InsufficientBalanceError();
      case 'refused-released':
      case 'refused-conflict':
      case 'refused-source':
        return new HoldRefusedError(held.message);
      case 'unknown':
        return this.unexpected(key, held);
    }
  }

  private async post(path: string, payload: object): Promise<InternalAnswer> {
    try {
      return await this.http.send('POST', path, payload);
    } catch {
      // Unreachable (the kit has logged why): the call may or may not have been applied.
      throw new WalletUnavailableError();
    }
  }

  /** 5xx is the wallet's trouble, anything else unexpected is ours: both leave the outcome unknown. */
  private unexpected(
    key: string,
    answer: { status: number; message: string | null },
  ): WalletUnavailableError {
    const level = answer.status >= 500 ? 'warn' : 'error';
    this.logger[level](`Wallet hold ${key} answered ${answer.status}: ${answer.message ?? '(no message)'}`);
    return new WalletUnavailableError();
  }
}

import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { holdOutcomeOf, HoldRoutes, placeHoldRequest } from '@p2p/contracts';
import { CONFIG, InternalAnswer, InternalHttpClient } from '@p2p/service-kit';
import type { BettingConfig } from '../betting.config';
import { HoldRefusedError, InsufficientBalanceError, WalletUnavailableError } from './wallet.errors';

/**
 * The wallet's internal hold command (the escrow protocol of `@p2p/contracts`), the one synchronous
 * call betting makes: idempotent on the wallet's side, so it may be repeated after an unclear outcome;
 * the transport (replicas, keep-alive, timeout) is the kit's. Holds are given up by events, never calls.
 */
@Injectable()
export class WalletClient implements OnModuleDestroy {
  private readonly logger = new Logger(WalletClient.name);
  private readonly http: InternalHttpClient;

  constructor(@Inject(CONFIG) config: BettingConfig) {
    this.http = new InternalHttpClient({
      service: 'Wallet',
      baseUrls: config.SERVICE_URL_WALLET,
      token: config.INTERNAL_API_TOKEN,
      timeoutMs: config.WALLET_TIMEOUT_MS,
    });
  }

  onModuleDestroy(): void {
    this.http.close();
  }

  /** Moves the amount from the user's available to held funds; the same key returns the first answer. */
  async hold(key: string, userId: string, amountCents: bigint): Promise<void> {
    const answer = await this.post(HoldRoutes.hold, placeHoldRequest(key, userId, amountCents));
    const held = holdOutcomeOf(answer.status, answer.body);
    switch (held.outcome) {
      case 'held':
        return;
      case 'refused-insufficient':
        throw new InsufficientBalanceError();
      case 'refused-released':
      case 'refused-conflict':
        throw new HoldRefusedError(held.message);
      case 'unknown':
        throw this.unexpected('hold', key, held);
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
    call: 'hold',
    key: string,
    answer: { status: number; message: string | null },
  ): WalletUnavailableError {
    const level = answer.status >= 500 ? 'warn' : 'error';
    this.logger[level](
      `Wallet ${call} ${key} answered ${answer.status}: ${answer.message ?? '(no message)'}`,
    );
    return new WalletUnavailableError();
  }
}

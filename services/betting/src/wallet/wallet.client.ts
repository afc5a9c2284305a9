import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { Money } from '@p2p/contracts';
import { CONFIG, INTERNAL_TOKEN_HEADER, isStaleConnectionReset, keepAliveAgent } from '@p2p/service-kit';
import * as http from 'node:http';
import * as https from 'node:https';
import { BettingConfig, walletUrls } from '../betting.config';
import { HoldRefusedError, InsufficientBalanceError, WalletUnavailableError } from './wallet.errors';

interface WalletAnswer {
  status: number;
  body: { message?: unknown } | null;
}

/** Hold keys: the maker's stake is keyed by the offer, the taker's by the bet. */
export const offerHoldKey = (offerId: string) => `offer:${offerId}`;
export const betHoldKey = (betId: string) => `bet:${betId}`;

/**
 * The wallet's internal hold command, the one synchronous call betting makes. Both calls are
 * idempotent on the wallet's side, so any of them may be repeated after an unclear outcome.
 */
@Injectable()
export class WalletClient implements OnModuleDestroy {
  private readonly logger = new Logger(WalletClient.name);
  private readonly baseUrls: string[];
  private turn = 0;
  // Node's http client, not fetch: a hold is on the path of every offer and match, and fetch's web
  // streams cost several times the CPU of a plain request on the same kept-alive connection.
  private readonly transport: typeof http | typeof https;
  private readonly agent: http.Agent;

  constructor(@Inject(CONFIG) private readonly config: BettingConfig) {
    this.baseUrls = walletUrls(config.SERVICE_URL_WALLET);
    const secure = new URL(this.baseUrls[0]).protocol === 'https:';
    this.transport = secure ? https : http;
    this.agent = keepAliveAgent(secure ? 'https:' : 'http:');
  }

  onModuleDestroy(): void {
    this.agent.destroy();
  }

  /** Moves the amount from the user's available to held funds; the same key returns the first answer. */
  async hold(key: string, userId: string, amountCents: bigint): Promise<void> {
    const answer = await this.post('/internal/holds', { key, userId, amount: Money.format(amountCents) });
    if (answer.status === 200 || answer.status === 201) return;
    if (answer.status === 422) throw new InsufficientBalanceError();
    if (answer.status === 409) throw new HoldRefusedError(messageOf(answer, 'Hold was refused'));
    throw this.unexpected('hold', key, answer);
  }

  /** Releases a hold, or leaves a tombstone so a hold with this key that arrives later is refused. */
  async release(key: string): Promise<void> {
    const answer = await this.post(`/internal/holds/${encodeURIComponent(key)}/release`, {});
    if (answer.status === 200 || answer.status === 201) return;
    throw this.unexpected('release', key, answer);
  }

  /**
   * Replicas in turn; a call whose connection was refused goes on to the next replica (it reached
   * none), one cut or timed out does not: its outcome is unknown and the caller decides.
   */
  private async post(path: string, payload: object): Promise<WalletAnswer> {
    const body = JSON.stringify(payload);
    const first = this.turn;
    this.turn = (this.turn + 1) % this.baseUrls.length;
    let failure: unknown;
    for (let attempt = 0; attempt < this.baseUrls.length; attempt++) {
      const baseUrl = this.baseUrls[(first + attempt) % this.baseUrls.length];
      try {
        return await this.send(baseUrl, path, body).catch((error: unknown) => {
          if (error instanceof StaleConnectionError) return this.send(baseUrl, path, body);
          throw error;
        });
      } catch (error) {
        failure = error;
        if ((error as { code?: unknown }).code !== 'ECONNREFUSED') break;
      }
    }
    this.logger.warn(`Wallet call ${path} failed: ${String(failure)}`);
    throw new WalletUnavailableError();
  }

  private send(baseUrl: string, path: string, body: string): Promise<WalletAnswer> {
    return new Promise<WalletAnswer>((resolve, reject) => {
      const request = this.transport.request(
        `${baseUrl}${path}`,
        {
          method: 'POST',
          agent: this.agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            [INTERNAL_TOKEN_HEADER]: this.config.INTERNAL_API_TOKEN,
          },
          signal: AbortSignal.timeout(this.config.WALLET_TIMEOUT_MS),
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          // The status is the answer; a body cut short (the timeout) only loses its message.
          response.on('error', () => undefined);
          response.on('close', () =>
            resolve({
              status: response.statusCode ?? 0,
              body: response.complete ? parseJson(Buffer.concat(chunks).toString('utf8')) : null,
            }),
          );
        },
      );
      request.on('error', (error) =>
        reject(isStaleConnectionReset(request, error) ? new StaleConnectionError(error) : error),
      );
      request.end(body);
    });
  }

  /** 5xx is the wallet's trouble, anything else unexpected is ours: both leave the outcome unknown. */
  private unexpected(call: string, key: string, answer: WalletAnswer): WalletUnavailableError {
    const level = answer.status >= 500 ? 'warn' : 'error';
    this.logger[level](
      `Wallet ${call} ${key} answered ${answer.status}: ${messageOf(answer, '(no message)')}`,
    );
    return new WalletUnavailableError();
  }
}

class StaleConnectionError extends Error {
  constructor(cause: Error) {
    super(`stale pooled connection: ${cause.message}`, { cause });
  }
}

function parseJson(text: string): WalletAnswer['body'] {
  try {
    return JSON.parse(text) as WalletAnswer['body'];
  } catch {
    return null;
  }
}

function messageOf(answer: WalletAnswer, fallback: string): string {
  return typeof answer.body?.message === 'string' ? answer.body.message : fallback;
}

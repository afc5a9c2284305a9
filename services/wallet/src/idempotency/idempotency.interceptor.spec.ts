import { describe, expect, it } from '@jest/globals';
import { CallHandler, ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ConflictError, reply } from '@p2p/service-kit';
import { lastValueFrom, Observable, of, throwError } from 'rxjs';
import { Claim, IdempotencyKeysService } from './idempotency-keys.service';
import { IdempotencyInterceptor } from './idempotency.interceptor';
import { StoredResponse } from './stored-response';

/** The key store in memory, recording what the interceptor asks of it. */
class FakeKeys {
  readonly stored = new Map<string, { status: number; response: StoredResponse }>();
  readonly released: string[] = [];

  async claim(id: { key: string }): Promise<Claim> {
    const stored = this.stored.get(id.key);
    return stored ? { kind: 'completed', response: stored.response } : { kind: 'claimed' };
  }

  async complete(id: { key: string }, status: number, response: StoredResponse): Promise<void> {
    this.stored.set(id.key, { status, response });
  }

  async release(id: { key: string }): Promise<void> {
    this.released.push(id.key);
  }
}

function contextFor(key: string | undefined): ExecutionContext {
  const request = {
    method: 'POST',
    originalUrl: '/api/wallet/transfers',
    body: { amount: '5.00' },
    user: { id: 'user-1' },
    header: (name: string) => (name === 'idempotency-key' ? key : undefined),
  };
  const response = { setHeader: () => undefined };
  return {
    switchToHttp: () => ({ getRequest: () => request, getResponse: () => response }),
    getHandler: () => function transfer() {},
  } as unknown as ExecutionContext;
}

const handler = (result: () => Observable<unknown>): CallHandler => ({ handle: result });

async function run(interceptor: IdempotencyInterceptor, key: string | undefined, next: CallHandler) {
  return lastValueFrom(await interceptor.intercept(contextFor(key), next));
}

describe(IdempotencyInterceptor.name, () => {
  const setup = () => {
    const keys = new FakeKeys();
    return {
      keys,
      interceptor: new IdempotencyInterceptor(keys as unknown as IdempotencyKeysService, new Reflector()),
    };
  };

  it('stores a result with its message and replays it without running the handler again', async () => {
    const { keys, interceptor } = setup();
    let runs = 0;
    const next = handler(() => {
      runs++;
      return of(
        reply({ id: 't-1', createdAt: new Date('2026-01-01T00:00:00Z') }, 'Transfer completed successfully'),
      );
    });

    await run(interceptor, 'k1', next);
    const replayed = await run(interceptor, 'k1', next);

    expect(runs).toBe(1);
    expect(keys.stored.get('k1')?.status).toBe(201);
    expect(replayed).toEqual(
      reply({ id: 't-1', createdAt: '2026-01-01T00:00:00.000Z' }, 'Transfer completed successfully'),
    );
  });

  it('stores a client error and throws it again on a repeat', async () => {
    const { keys, interceptor } = setup();
    const next = handler(() => throwError(() => new ConflictError('Deposit has already been processed')));

    await expect(run(interceptor, 'k2', next)).rejects.toThrow('Deposit has already been processed');
    await expect(
      run(
        interceptor,
        'k2',
        handler(() => of('never')),
      ),
    ).rejects.toMatchObject({
      kind: 'conflict',
      message: 'Deposit has already been processed',
    });
    expect(keys.stored.get('k2')?.status).toBe(409);
  });

  it('forgets the key after a server error, so the client can retry', async () => {
    const { keys, interceptor } = setup();

    await expect(
      run(
        interceptor,
        'k3',
        handler(() => throwError(() => new Error('connection reset'))),
      ),
    ).rejects.toThrow('connection reset');

    expect(keys.stored.has('k3')).toBe(false);
    expect(keys.released).toEqual(['k3']);
  });

  it('stays out of the way without a key', async () => {
    const { keys, interceptor } = setup();

    expect(
      await run(
        interceptor,
        undefined,
        handler(() => of({ ok: true })),
      ),
    ).toEqual({ ok: true });
    expect(keys.stored.size).toBe(0);
  });
});

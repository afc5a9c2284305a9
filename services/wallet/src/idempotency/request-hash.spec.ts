import { describe, expect, it } from '@jest/globals';
import { requestHash } from './request-hash';

describe('requestHash', () => {
  it('is the same for the same request whatever the order of its keys', () => {
    expect(
      requestHash('post', '/api/wallet/transfers', { username: 'bob', amount: '5.00', meta: { b: 1, a: 2 } }),
    ).toBe(
      requestHash('POST', '/api/wallet/transfers', { meta: { a: 2, b: 1 }, amount: '5.00', username: 'bob' }),
    );
  });

  it('differs when the body, the path or the method differs', () => {
    const base = requestHash('POST', '/api/wallet/transfers', { amount: '5.00' });

    expect(requestHash('POST', '/api/wallet/transfers', { amount: '5.01' })).not.toBe(base);
    expect(requestHash('POST', '/api/wallet/withdrawals', { amount: '5.00' })).not.toBe(base);
    expect(requestHash('PATCH', '/api/wallet/transfers', { amount: '5.00' })).not.toBe(base);
    expect(requestHash('POST', '/api/wallet/transfers', { amount: 5 })).not.toBe(base);
  });
});

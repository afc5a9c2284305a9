import { describe, expect, it } from '@jest/globals';
import { isTransientFailure } from './failure-classifier';

const withFields = (message: string, fields: Record<string, unknown>) =>
  Object.assign(new Error(message), fields);

/** TypeORM's QueryFailedError copies the driver's fields and keeps the driver's error. */
const queryFailed = (code: string) =>
  withFields('query failed', { name: 'QueryFailedError', code, driverError: withFields('pg', { code }) });

describe(isTransientFailure.name, () => {
  it.each([
    ['the server shutting down (57P01)', queryFailed('57P01')],
    ['the server still starting (57P03)', queryFailed('57P03')],
    ['a connection failure (08006)', queryFailed('08006')],
    ['too many connections (53300)', queryFailed('53300')],
    ['a serialization failure (40001)', queryFailed('40001')],
    ['a deadlock (40P01)', queryFailed('40P01')],
    ['a refused connection', withFields('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED' })],
    ['a reset connection', withFields('read ECONNRESET', { code: 'ECONNRESET' })],
    ['a connection timing out', withFields('connect ETIMEDOUT', { code: 'ETIMEDOUT' })],
    ['pg losing its connection', new Error('Connection terminated unexpectedly')],
    ['the pool finding no connection in time', new Error('timeout exceeded when trying to connect')],
    ['an upstream answering 503', withFields('Service Unavailable', { status: 503 })],
    ['an upstream answering 502', withFields('Bad Gateway', { statusCode: 502 })],
    ['a request timing out', withFields('The operation timed out', { name: 'TimeoutError' })],
    ['a kafkajs retriable error', withFields('leader not available', { retriable: true })],
    ['an error marked transient (a 503 domain error)', withFields('Wallet unavailable', { transient: true })],
    [
      'a client error caused by a refused connection',
      new Error('wallet did not answer', { cause: withFields('connect', { code: 'ECONNREFUSED' }) }),
    ],
    [
      'fetch failing on a closed socket',
      new TypeError('fetch failed', { cause: withFields('x', { code: 'UND_ERR_SOCKET' }) }),
    ],
  ])('calls %s transient', (_, error) => {
    expect(isTransientFailure(error)).toBe(true);
  });

  it.each([
    ['a rule refusing the event', new Error('Insufficient balance')],
    ['a unique violation (23505)', queryFailed('23505')],
    ['a check violation (23514)', queryFailed('23514')],
    ['a syntax error (42601)', queryFailed('42601')],
    ['an upstream refusing with 409', withFields('Conflict', { status: 409 })],
    [
      'an error marked permanent, whatever its cause',
      withFields('Refused', { transient: false, cause: queryFailed('57P01') }),
    ],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['something that is not an error', 'oops'],
    ['nothing', undefined],
  ])('calls %s permanent', (_, error) => {
    expect(isTransientFailure(error)).toBe(false);
  });
});

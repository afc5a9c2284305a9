import { describe, expect, it, jest } from '@jest/globals';
import { QueryFailedError } from 'typeorm';
import { isLostRace, retryLostRace } from './retry-lost-race';

const failed = (code: string) =>
  new QueryFailedError('SELECT 1', [], Object.assign(new Error('x'), { code }));

describe(retryLostRace.name, () => {
  it('runs the transaction again after a deadlock or a serialization failure, up to its attempts', async () => {
    const transaction = jest
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(failed('40P01'))
      .mockRejectedValueOnce(failed('40001'))
      .mockResolvedValueOnce('done');

    expect(await retryLostRace(transaction)).toBe('done');
    expect(transaction).toHaveBeenCalledTimes(3);
  });

  it('gives up after the last attempt with the last error', async () => {
    const transaction = jest.fn<() => Promise<string>>().mockRejectedValue(failed('40P01'));

    await expect(retryLostRace(transaction, 2)).rejects.toBeInstanceOf(QueryFailedError);
    expect(transaction).toHaveBeenCalledTimes(2);
  });

  it('never repeats any other failure', async () => {
    const transaction = jest.fn<() => Promise<string>>().mockRejectedValue(failed('23505'));

    await expect(retryLostRace(transaction)).rejects.toBeInstanceOf(QueryFailedError);
    expect(transaction).toHaveBeenCalledTimes(1);
    expect(isLostRace(new Error('deadlock detected'))).toBe(false);
  });
});

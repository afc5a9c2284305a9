import { describe, expect, it } from '@jest/globals';
import { DemoBankAccountResolver } from './demo-bank-account-resolver';

describe(DemoBankAccountResolver.name, () => {
  const resolver = new DemoBankAccountResolver();

  it('always names the same account the same way', async () => {
    expect(await resolver.resolve('058', '0123456789')).toBe(await resolver.resolve('058', '0123456789'));
  });

  it('names accounts differently across banks and numbers', async () => {
    const names = new Set<string>();
    for (let n = 0; n < 40; n++) names.add(await resolver.resolve('011', String(1000000000 + n)));

    expect(names.size).toBeGreaterThan(5);
  });
});

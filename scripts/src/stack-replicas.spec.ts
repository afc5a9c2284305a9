import { describe, expect, it } from '@jest/globals';
import { replicaCounts } from './stack-replicas';

const apps = ['gateway', 'auth', 'wallet', 'betting'];

describe(replicaCounts.name, () => {
  it('reads a count per app and leaves the others out (one each)', () => {
    expect([...replicaCounts('gateway=2, betting=2,wallet=3', apps)]).toEqual([
      ['gateway', 2],
      ['betting', 2],
      ['wallet', 3],
    ]);
  });

  it('reads nothing from an unset or empty value', () => {
    expect(replicaCounts(undefined, apps).size).toBe(0);
    expect(replicaCounts('', apps).size).toBe(0);
  });

  it.each(['payments=2', 'betting=0', 'betting', 'betting=two', 'betting=100'])('refuses %s', (value) => {
    expect(() => replicaCounts(value, apps)).toThrow(/STACK_REPLICAS/);
  });
});

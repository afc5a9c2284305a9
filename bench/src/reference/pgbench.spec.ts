import { describe, expect, it } from '@jest/globals';
import { parsePgbenchOutput } from './pgbench';

describe(parsePgbenchOutput.name, () => {
  it('reads the throughput and mean latency of a run', () => {
    const output = [
      'transaction type: <builtin: simple update>',
      'number of clients: 64',
      'number of transactions actually processed: 41234',
      'number of failed transactions: 0 (0.000%)',
      'latency average = 15.012 ms',
      'initial connection time = 40.118 ms',
      'tps = 4263.312829 (without initial connection time)',
    ].join('\n');

    expect(parsePgbenchOutput(output)).toEqual({ tps: 4263.312829, latencyMs: 15.012 });
  });

  it('says so when the output is not a summary', () => {
    expect(() => parsePgbenchOutput('connection to server failed')).toThrow('Unexpected pgbench output');
  });
});

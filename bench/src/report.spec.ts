import { describe, expect, it } from '@jest/globals';
import { formatCpu, formatNumber, formatTable } from './report';

describe(formatNumber.name, () => {
  it('keeps two decimals below 10, one below 100, none above', () => {
    expect(formatNumber(3.14159, 'ms')).toBe('3.14 ms');
    expect(formatNumber(42.42, 'ms')).toBe('42.4 ms');
    expect(formatNumber(12345.6, '/s')).toBe('12,346/s');
    expect(formatNumber(NaN, 'ms')).toBe('n/a');
    expect(formatNumber(null)).toBe('n/a');
  });
});

describe(formatCpu.name, () => {
  it('names each process and what the machine did besides', () => {
    const text = formatCpu({
      processes: { platform: 1.5, postgres: 0.3 },
      machine: 1.9,
      other: 0.1,
      cores: 2,
    });

    expect(text).toBe('platform 1.50, postgres 0.30, other 0.10 of 2 cores (machine 1.90)');
  });
});

describe(formatTable.name, () => {
  it('prints each figure beside its reference, the ratio and whether the goal was met', () => {
    const table = formatTable({
      startedAt: '2025-11-25T00:00:00.000Z',
      machine: {
        cores: 2,
        cpuModel: 'AMD EPYC',
        memoryGb: 24,
        node: 'v20.20.2',
        loadAverageAtStart: [1, 1, 1],
      },
      options: {} as never,
      runs: [
        {
          mode: 'embedded',
          scenarios: [
            {
              scenario: 'matching',
              mode: 'embedded',
              figures: [
                {
                  name: 'matches/s',
                  value: 300,
                  unit: '/s',
                  reference: { name: 'pgbench tps', value: 2000, unit: '/s' },
                  ratio: 0.15,
                  goal: '>= 25% of pgbench',
                  met: false,
                },
              ],
              cpu: {},
              details: {},
              notes: ['ran out of offers'],
            },
          ],
        },
      ],
    });

    expect(table).toMatch(
      /matching\s+embedded\s+matches\/s\s+300\/s\s+pgbench tps: 2,000\/s\s+15%\s+>= 25% of pgbench MISSED/,
    );
    expect(table).toContain('matching (embedded) note: ran out of offers');
  });
});

import { describe, expect, it } from '@jest/globals';
import { parseMachineStat, parseStat, processTicks } from './cpu';

describe(parseStat.name, () => {
  it('reads the parent and the user, system and reaped children times', () => {
    const line = '4242 (node (worker) x) S 17 4242 17 0 -1 4194560 500 0 0 0 120 30 7 3 20 0 11 0 900 1 2';

    expect(parseStat(line)).toEqual({ ppid: 17, ticks: 120 + 30 + 7 + 3 });
  });
});

describe(parseMachineStat.name, () => {
  it('counts idle and iowait as not busy', () => {
    const text = 'cpu  100 5 50 800 40 0 5 0 0 0\ncpu0 1 2 3 4 5 6 7 8 9 10\n';

    expect(parseMachineStat(text)).toEqual({ busy: 160, total: 1000 });
  });
});

describe(processTicks.name, () => {
  const stats = new Map([
    [1, { ppid: 0, ticks: 1000 }],
    [10, { ppid: 1, ticks: 50 }],
    [11, { ppid: 10, ticks: 20 }],
    [12, { ppid: 10, ticks: 5 }],
    [20, { ppid: 1, ticks: 400 }],
  ]);

  it('sums a process and its descendants when asked for the tree', () => {
    expect(processTicks(stats, { name: 'postgres', pid: 10, tree: true })).toBe(75);
  });

  it('counts the process alone otherwise, and nothing for one that is gone', () => {
    expect(processTicks(stats, { name: 'runner', pid: 10 })).toBe(50);
    expect(processTicks(stats, { name: 'gone', pid: 99, tree: true })).toBe(0);
  });
});

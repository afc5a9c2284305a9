import { describe, expect, it } from '@jest/globals';
import { parseOptions, UsageError } from './options';

describe(parseOptions.name, () => {
  it('runs every scenario embedded by default, and the Kafka ones distributed only with KAFKA_BROKERS', () => {
    expect(parseOptions([], {}).runs).toEqual([
      {
        mode: 'embedded',
        scenarios: [
          'public-list',
          'offer-creation',
          'matching',
          'partial-matching',
          'event-lag',
          'web-shell',
        ],
      },
    ]);
    expect(parseOptions([], { KAFKA_BROKERS: '127.0.0.1:9092' }).runs[1]).toEqual({
      mode: 'distributed',
      scenarios: ['event-lag'],
    });
  });

  it('selects scenarios and a mode, keeping the run order', () => {
    const options = parseOptions(['--scenario', 'matching,offer-creation', '--mode', 'distributed'], {});

    expect(options.runs).toEqual([{ mode: 'distributed', scenarios: ['offer-creation', 'matching'] }]);
  });

  it('leaves the web shell out of the distributed mode', () => {
    expect(parseOptions(['--mode', 'all', '--scenario', 'web-shell,matching'], {}).runs).toEqual([
      { mode: 'embedded', scenarios: ['matching', 'web-shell'] },
      { mode: 'distributed', scenarios: ['matching'] },
    ]);
    expect(() => parseOptions(['--mode', 'distributed', '--scenario', 'web-shell'], {})).toThrow(UsageError);
  });

  it('reads durations and sizes, and refuses nonsense', () => {
    const options = parseOptions(['--duration', '5', '--warmup', '0', '--list-sizes', '10,20'], {});

    expect(options).toMatchObject({
      durationSeconds: 5,
      warmupSeconds: 0,
      listSizes: [10, 20],
      concurrency: 64,
    });
    expect(() => parseOptions(['--duration', '0'], {})).toThrow('--duration must be a positive number');
    expect(() => parseOptions(['--scenario', 'nope'], {})).toThrow('Unknown scenario nope');
  });
});

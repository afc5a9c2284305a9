import { describe, expect, it } from '@jest/globals';
import { BrokerHealth } from './broker-health';

/** A broker double: answers, refuses, or never answers, as the test sets it. */
function brokerDouble() {
  let state: 'up' | 'down' | 'frozen' = 'up';
  let probes = 0;
  return {
    set: (next: typeof state) => (state = next),
    probes: () => probes,
    probe: async () => {
      probes++;
      if (state === 'down') throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      if (state === 'frozen') await new Promise(() => undefined);
      return { brokers: [{ nodeId: 1 }] };
    },
  };
}

const options = { intervalMs: 60_000, timeoutMs: 20 };

describe(BrokerHealth.name, () => {
  it('reports a broker that stopped answering, and its return', async () => {
    const broker = brokerDouble();
    const health = new BrokerHealth(broker.probe, options);

    expect(await health.check()).toBe(true);
    broker.set('down');
    expect(await health.check()).toBe(false);
    expect(health.isReachable()).toBe(false);
    broker.set('up');
    expect(await health.check()).toBe(true);
    expect(health.isReachable()).toBe(true);
  });

  it('counts a probe that never answers (a frozen broker) as unreachable', async () => {
    const broker = brokerDouble();
    const health = new BrokerHealth(broker.probe, options);
    broker.set('frozen');

    expect(await health.check()).toBe(false);
    expect(health.isReachable()).toBe(false);
  });

  it('sends one probe at a time however often it is asked', async () => {
    const broker = brokerDouble();
    const health = new BrokerHealth(broker.probe, options);

    await Promise.all([health.check(), health.check(), health.check()]);

    expect(broker.probes()).toBe(1);
  });

  it('releases what the probe opened when it stops', async () => {
    const broker = brokerDouble();
    let released = false;
    const health = new BrokerHealth(broker.probe, options, async () => void (released = true));
    health.start();

    await health.stop();

    expect(released).toBe(true);
  });
});

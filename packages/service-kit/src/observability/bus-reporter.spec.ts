import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { createEvent, Events } from '@p2p/contracts';
import { BusReporter } from './bus-reporter';
import { Metrics } from './metrics';

const userId = '6f1c2a4e-2f7a-4c1e-9a55-0d6f3b1c9e21';
const event = createEvent(Events.UserRegistered, userId, {
  userId,
  username: 'alice',
  name: 'Alice',
  email: 'alice@example.com',
  role: 'user',
  isEmailVerified: true,
});

describe(BusReporter.name, () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('counts a failed attempt and logs it with the event, the attempt and the error', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const metrics = new Metrics('betting');
    new BusReporter(metrics).handlerFailed('betting', event, 3, new Error('connection terminated'));

    expect(warn).toHaveBeenCalledWith(
      `betting failed to handle auth.UserRegistered ${event.id} (attempt 3), will retry: Error: connection terminated`,
    );
    expect(await metrics.scrape()).toMatch(
      /event_handler_failures_total\{group="betting",type="auth.UserRegistered",service="betting"\} 1/,
    );
  });

  it('counts a dead letter and logs it as an error, with its reason', async () => {
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const metrics = new Metrics('auth');
    new BusReporter(metrics).deadLettered('auth.events', 'auth', event, new TypeError('no such user'));

    expect(error).toHaveBeenCalledWith(
      `auth sent auth.UserRegistered ${event.id} from auth.events to its dead letters: TypeError: no such user`,
    );
    expect(await metrics.scrape()).toMatch(
      /dlq_events_total\{topic="auth.events",group="auth",service="auth"\} 1/,
    );
  });
});

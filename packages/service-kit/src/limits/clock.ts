import type { FactoryProvider } from '@nestjs/common';

/** A service's notion of now, a provider so tests can move it (the 24-hour delay of a raised limit). */
export interface Clock {
  now(): Date;
}

/**
 * The clock behind `token`: one object per app, so a test that moves one app's clock (a spy on
 * `now`) leaves every other app's alone.
 */
export function clockProvider(token: symbol): FactoryProvider<Clock> {
  return { provide: token, useFactory: () => ({ now: () => new Date() }) };
}

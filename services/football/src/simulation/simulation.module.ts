import { DynamicModule, Global, Module } from '@nestjs/common';
import { CONFIG } from '@p2p/service-kit';
import { randomInt } from 'node:crypto';
import type { FootballConfig } from '../football.config';
import { Clock, systemClock } from './clock';
import { RandomSource, seededRandomSource } from './random';

export const CLOCK = Symbol('CLOCK');
export const RANDOM_SOURCE = Symbol('RANDOM_SOURCE');

/** What a host may replace: tests hand in a clock they move and a seeded random source. */
export interface SimulationOverrides {
  clock?: Clock;
  random?: RandomSource;
}

/** The time and the randomness every part of the service reads, in one place. */
@Global()
@Module({})
export class SimulationModule {
  static forRoot(overrides: SimulationOverrides = {}): DynamicModule {
    return {
      module: SimulationModule,
      providers: [
        { provide: CLOCK, useValue: overrides.clock ?? systemClock },
        {
          provide: RANDOM_SOURCE,
          inject: [CONFIG],
          useFactory: (config: FootballConfig) =>
            overrides.random ?? seededRandomSource(config.FOOTBALL_SEED ?? randomInt(2 ** 32 - 1)),
        },
      ],
      exports: [CLOCK, RANDOM_SOURCE],
    };
  }
}

import { DynamicModule, Global, Module } from '@nestjs/common';
import { CONFIG } from '@p2p/service-kit';
import { randomInt } from 'node:crypto';
import type { FootballConfig } from '../football.config';
import { RandomSource, seededRandomSource } from './random';

export const RANDOM_SOURCE = Symbol('RANDOM_SOURCE');

/** What a host may replace: tests hand in a seeded random source (and the kit's runtime a clock). */
export interface SimulationOverrides {
  random?: RandomSource;
}

/** The randomness every part of the service reads, in one place; the time is the kit's `CLOCK`. */
@Global()
@Module({})
export class SimulationModule {
  static forRoot(overrides: SimulationOverrides = {}): DynamicModule {
    return {
      module: SimulationModule,
      providers: [
        {
          provide: RANDOM_SOURCE,
          inject: [CONFIG],
          useFactory: (config: FootballConfig) =>
            overrides.random ?? seededRandomSource(config.FOOTBALL_SEED ?? randomInt(2 ** 32 - 1)),
        },
      ],
      exports: [RANDOM_SOURCE],
    };
  }
}

export { FootballModule } from './football.module';
export type { SimulationOverrides } from './simulation/simulation.module';
export type { Random, RandomSource } from './simulation/random';

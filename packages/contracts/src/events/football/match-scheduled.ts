import { z } from 'zod';
import { id, timestamp } from '../schema-parts';
import { MatchStatusSchema, TeamRefSchema } from './match-status';

export const MatchScheduledSchema = z.object({
  matchId: id,
  leagueId: id,
  leagueName: z.string(),
  competition: z.object({ name: z.string(), logo: z.string() }),
  homeTeam: TeamRefSchema,
  awayTeam: TeamRefSchema,
  kickoffAt: timestamp,
  status: MatchStatusSchema,
  featured: z.boolean(),
});
export type MatchScheduled = z.infer<typeof MatchScheduledSchema>;

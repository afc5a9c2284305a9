import { z } from 'zod';
import { id, timestamp } from '../schema-parts';
import { MatchStatusSchema } from './match-status';

export const MatchUpdatedSchema = z.object({
  matchId: id,
  status: MatchStatusSchema,
  minute: z.number().int().min(0),
  homeScore: z.number().int().min(0),
  awayScore: z.number().int().min(0),
  kickoffAt: timestamp,
});
export type MatchUpdated = z.infer<typeof MatchUpdatedSchema>;

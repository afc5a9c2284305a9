import { z } from 'zod';
import { id, score } from '../schema-parts';
import { MatchStatusSchema } from './match-status';

/**
 * An admin's "finish now" on a simulated match (the admin service's command, or football's admin
 * route): who, why, and the match as it stood, for the audit log.
 */
export const MatchFinishedBySchema = z.object({
  adminId: id,
  reason: z.string(),
  previous: z.object({ status: MatchStatusSchema, minute: z.number().int().min(0), score }),
});
export type MatchFinishedBy = z.infer<typeof MatchFinishedBySchema>;

export const MatchFinishedSchema = z.object({
  matchId: id,
  result: z.enum(['home_win', 'away_win', 'draw']),
  score,
  /** Set only when an admin finished the match by hand; a result the clock or a feed gives has none. */
  finishedBy: MatchFinishedBySchema.optional(),
});
export type MatchFinished = z.infer<typeof MatchFinishedSchema>;

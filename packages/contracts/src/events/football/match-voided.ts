import { z } from 'zod';
import { id } from '../schema-parts';

export const MatchVoidedSchema = z.object({
  matchId: id,
  status: z.enum(['Cancelled', 'Postponed', 'Abandoned']),
  reason: z.string(),
});
export type MatchVoided = z.infer<typeof MatchVoidedSchema>;

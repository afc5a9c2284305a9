import { z } from 'zod';
import { id } from '../schema-parts';

export const MatchStatusSchema = z.enum([
  'Scheduled',
  'Live',
  'Half Time',
  'Finished',
  'Cancelled',
  'Postponed',
  'Abandoned',
]);
export type MatchStatus = z.infer<typeof MatchStatusSchema>;

export const NON_BETTABLE_STATUSES: readonly MatchStatus[] = [
  'Finished',
  'Cancelled',
  'Postponed',
  'Abandoned',
];

export const TeamRefSchema = z.object({
  id,
  name: z.string(),
  shortName: z.string(),
  /** An app path (a crest route or a sprite fragment), so not checked as a URL. */
  logo: z.string(),
});
export type TeamRef = z.infer<typeof TeamRefSchema>;

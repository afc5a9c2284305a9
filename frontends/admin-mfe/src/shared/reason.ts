import { z } from '@p2p/ui/zod';

/** The services keep at most 500 characters of an admin's reason. */
export const REASON_MAX = 500;

/** Why an admin acts: required, trimmed, as the admin service's DTOs take it. */
export const reasonField = z
  .string()
  .trim()
  .min(1, 'A reason is required')
  .max(REASON_MAX, `Reason cannot exceed ${REASON_MAX} characters`);

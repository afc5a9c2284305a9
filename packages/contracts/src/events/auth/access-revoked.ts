import { z } from 'zod';
import { id } from '../schema-parts';

export const AccessRevocationReasonSchema = z.enum([
  'logout',
  'password_changed',
  'password_reset',
  'refresh_token_reused',
  'role_changed',
  'status_changed',
]);
export type AccessRevocationReason = z.infer<typeof AccessRevocationReasonSchema>;

/**
 * Access tokens that must stop working before they expire. Auth sends it when sessions end (logout,
 * a password change or reset, a stolen refresh token); every service and the gateway keep the
 * revoked sessions in memory for the access tokens' lifetime and refuse their tokens, and the
 * gateway disconnects the live sockets signed in with them.
 */
export const AccessRevokedSchema = z.object({
  userId: id,
  /** The sessions (refresh-token families, the tokens' `sid`) whose access tokens are refused. */
  sessionIds: z.array(id),
  /**
   * Every access token of the user whose `gen` claim is below this is refused too: a role or status
   * change makes the user's current tokens stale, while the next refresh issues one with the new
   * role (the user's token generation is raised with the change).
   */
  minTokenGeneration: z.number().int().optional(),
  reason: AccessRevocationReasonSchema,
});
export type AccessRevoked = z.infer<typeof AccessRevokedSchema>;

import type { z } from 'zod';
import { UserRegisteredSchema } from './user-registered';

/**
 * Sent when a field other services project changes: username, name, email, role, email verification.
 * The whole projected user, as at registration, so a reader replaces its copy.
 */
export const UserUpdatedSchema = UserRegisteredSchema;
export type UserUpdated = z.infer<typeof UserUpdatedSchema>;

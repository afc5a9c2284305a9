import { z } from 'zod';
import { id } from '../schema-parts';

export const UserRegisteredSchema = z.object({
  userId: id,
  username: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['user', 'admin']),
  isEmailVerified: z.boolean(),
});
export type UserRegistered = z.infer<typeof UserRegisteredSchema>;

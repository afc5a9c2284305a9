import type { AdminSupportConversation } from '@p2p/contracts/api';

/** Who wrote in: their name and username, or what a recovery form's sender typed. */
export function personOf(user: AdminSupportConversation['user']): string {
  if (user.name && user.username) return `${user.name} (@${user.username})`;
  return user.name ?? (user.username ? `@${user.username}` : (user.email ?? 'Unknown sender'));
}

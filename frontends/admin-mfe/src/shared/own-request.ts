/**
 * Four eyes on money: the wallet refuses an admin deciding their own deposit or withdrawal (403), so
 * the screen says so before they try.
 */
export const OWN_REQUEST_LABEL = 'Your own request';
export const OWN_REQUEST_REASON = 'Another admin must decide your own request';

export function isOwnRequest(ownerId: string | undefined, adminId: string | undefined): boolean {
  return ownerId !== undefined && adminId !== undefined && ownerId === adminId;
}

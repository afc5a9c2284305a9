/** Spec 02's tabs of the user offers screen; Open Offers is the default. */
export const USER_OFFER_TABS = [
  { id: 'all', label: 'All Offers' },
  { id: 'open', label: 'Open Offers' },
  { id: 'matched', label: 'Matched' },
  { id: 'expired', label: 'Expired' },
] as const;

export type UserOfferTab = (typeof USER_OFFER_TABS)[number]['id'];

export function parseUserOfferTab(value: string | null): UserOfferTab {
  return USER_OFFER_TABS.some((tab) => tab.id === value) ? (value as UserOfferTab) : 'open';
}

/** A username from the route: a leading @ is dropped, as the friend search does. */
export function cleanUsername(value: string | undefined): string {
  return (value ?? '').trim().replace(/^@/, '');
}

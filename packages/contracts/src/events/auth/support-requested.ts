/** The account-recovery screen's "contact support" form: it becomes a conversation on the support desk. */
export interface SupportRequested {
  requestId: string;
  name: string;
  contactEmail: string;
  accountInfo: string;
  /** The account it is about, when the identifier matched one. */
  userId: string | null;
}

export const SUPPORT_REQUESTED = 'auth.SupportRequested' as const;

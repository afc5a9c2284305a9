/** Where Email Support writes to. */
export const SUPPORT_EMAIL = 'support@p2pbet.local';

export interface MailUser {
  id: string;
  name?: string | null;
  email?: string | null;
  username?: string | null;
}

/**
 * Spec 02: a mail draft pre-filled with the user's email, id and name, so the team can find the
 * account without asking. Encoded per RFC 6068 (%20 and CRLF, never "+").
 */
export function supportMailto(user: MailUser | null, subject = 'Support request'): string {
  const body = [
    'Hello P2P Bet support,',
    '',
    '(Describe your issue here.)',
    '',
    '---',
    `Name: ${user?.name ?? ''}`,
    `Email: ${user?.email ?? ''}`,
    `User ID: ${user?.id ?? ''}`,
  ].join('\r\n');
  return `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** `jane@example.com` -> `j***@example.com`: enough to recognise a friend, not to harvest addresses. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

import { describe, expect, it } from '@jest/globals';
import { newPasswordSchema, usernameFromEmail } from './auth-schemas';

describe('usernameFromEmail', () => {
  it('takes the part before the @, making it a valid username', () => {
    expect(usernameFromEmail('alice@p2pbet.local')).toBe('alice');
    expect(usernameFromEmail('jane.doe+bets@example.com')).toBe('jane_doe_bets');
    expect(usernameFromEmail('al@example.com')).toBe('al_');
    expect(usernameFromEmail(`${'x'.repeat(40)}@example.com`)).toHaveLength(30);
  });
});

describe('newPasswordSchema', () => {
  it('needs 8 characters and a matching confirmation', () => {
    const issues = (newPassword: string, confirmPassword: string) =>
      newPasswordSchema
        .safeParse({ newPassword, confirmPassword })
        .error?.issues.map((issue) => issue.message) ?? [];

    expect(issues('', '')).toEqual(['New password is required', 'Password confirmation is required']);
    expect(issues('short', 'short')).toEqual(['New password must be at least 8 characters']);
    expect(issues('Long-enough1', 'Long-enough2')).toEqual(['Password confirmation does not match']);
    expect(issues('Long-enough1', 'Long-enough1')).toEqual([]);
  });
});

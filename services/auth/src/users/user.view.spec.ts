import { describe, expect, it } from '@jest/globals';
import { maskEmail } from './mask-email';
import { User } from './user.entity';
import { toUserView } from './user.view';
import { phoneDigits } from './users.service';

/** Any moment: these cases do not depend on the day. */
const NOW = new Date('2026-03-10T18:00:00Z');

const user = (overrides: Partial<User> = {}): User =>
  Object.assign(new User(), {
    id: 'u-1',
    name: 'Ada Lovelace King',
    firstName: null,
    lastName: null,
    username: 'ada',
    email: 'ada@example.com',
    phone: null,
    phoneDigits: null,
    dateOfBirth: null,
    country: null,
    address: null,
    avatar: null,
    gender: null,
    role: 'user',
    passwordHash: '$argon2id$secret',
    isEmailVerified: false,
    isPhoneVerified: false,
    twoFactorEnabled: false,
    balanceCents: '12345',
    balanceDay: '2026-03-10',
    dayStartBalanceCents: '20000',
    totalWinningsCents: '500',
    totalLossesCents: '0',
    betsCount: 3,
    createdAt: new Date('2026-01-01T00:00:00Z'),
    updatedAt: new Date('2026-01-01T00:00:00Z'),
    ...overrides,
  });

describe(toUserView.name, () => {
  it('shows money as decimal strings and today’s change against the day’s starting balance', () => {
    const view = toUserView(user(), new Date('2026-03-10T18:00:00Z'));

    expect(view).toMatchObject({
      balance: '123.45',
      todayChange: '-76.55',
      totalWinnings: '5.00',
      betsCount: 3,
    });
  });

  it('shows no change today when the last change was on another day', () => {
    expect(toUserView(user(), new Date('2026-03-11T00:00:01Z')).todayChange).toBe('0.00');
  });

  it('derives first and last name from name unless they are set', () => {
    expect(toUserView(user(), NOW)).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace King' });
    expect(toUserView(user({ name: 'Plato' }), NOW)).toMatchObject({ firstName: 'Plato', lastName: '' });
    expect(toUserView(user({ firstName: 'A.', lastName: 'King' }), NOW)).toMatchObject({
      firstName: 'A.',
      lastName: 'King',
    });
  });

  it('shows only the year of the date of birth', () => {
    const view = toUserView(user({ dateOfBirth: '1990-04-21' }), NOW);

    expect(view.dateOfBirth).toBe('1990-**-**');
    expect(JSON.stringify(view)).not.toContain('04-21');
    expect(toUserView(user(), NOW).dateOfBirth).toBeNull();
  });

  it('never carries the password hash', () => {
    expect(JSON.stringify(toUserView(user(), NOW))).not.toContain('argon2');
  });
});

describe(maskEmail.name, () => {
  it.each([
    ['jane@example.com', 'j***@example.com'],
    ['j@example.com', 'j***@example.com'],
    ['odd@sub@example.com', 'o***@example.com'],
    ['broken', '***'],
  ])('masks %s as %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});

describe(phoneDigits.name, () => {
  it.each([
    ['+1 (555) 010-0000', '+15550100000'],
    ['555 010 0000', '5550100000'],
    ['', null],
    [null, null],
  ])('reads %p as %p', (phone, digits) => {
    expect(phoneDigits(phone)).toBe(digits);
  });
});

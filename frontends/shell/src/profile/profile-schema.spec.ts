import { describe, expect, it } from '@jest/globals';
import type { User } from '@p2p/web-session';
import {
  changedFields,
  phoneChanged,
  profileFormOf,
  profileSchema,
  type ProfileForm,
} from './profile-schema';

const valid: ProfileForm = {
  name: 'Alice Smith',
  username: 'alice_1',
  phone: '',
  country: '',
  address: '',
  gender: '',
  avatar: '',
};

function errorsOf(form: Partial<ProfileForm>): string[] {
  const result = profileSchema.safeParse({ ...valid, ...form });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('profileSchema', () => {
  it('accepts a complete, valid profile', () => {
    expect(errorsOf({ phone: '+44 20 7946 0958', avatar: 'https://example.com/a.png' })).toEqual([]);
  });

  it.each<[Partial<ProfileForm>, string]>([
    [{ name: ' ' }, 'Name is required'],
    [{ name: 'x'.repeat(101) }, 'Name cannot exceed 100 characters'],
    [{ username: '' }, 'Username is required'],
    [{ username: 'ab' }, 'Username must be between 3 and 30 characters'],
    [{ username: 'a'.repeat(31) }, 'Username must be between 3 and 30 characters'],
    [{ username: 'alice smith' }, 'Username can only contain letters, numbers, and underscores'],
    [{ phone: '12-34' }, 'Please provide a valid phone number'],
    [{ country: 'x'.repeat(101) }, 'Country cannot exceed 100 characters'],
    [{ address: 'x'.repeat(501) }, 'Address cannot exceed 500 characters'],
    [{ avatar: 'not a url' }, 'Avatar must be a valid URL'],
  ])('refuses %j with "%s"', (form, message) => {
    expect(errorsOf(form)).toEqual([message]);
  });
});

describe('changedFields', () => {
  it('sends only what changed, and nothing when nothing did', () => {
    const user = {
      id: 'u1',
      name: 'Alice Smith',
      username: 'alice_1',
      email: 'a@x.io',
      role: 'user',
      country: 'Kenya',
    } as User;
    const before = profileFormOf(user);

    expect(changedFields(before, { ...before })).toEqual({});
    expect(changedFields(before, { ...before, country: 'Ghana', address: '  ' })).toEqual({
      country: 'Ghana',
    });
    expect(changedFields(before, { ...before, country: '' })).toEqual({ country: '' });
  });
});

describe(phoneChanged.name, () => {
  it('sees the same digits written differently as the same phone, which needs no password', () => {
    expect(phoneChanged('+1 555 010 0001', '+15550100001')).toBe(false);
    expect(phoneChanged('', ' ')).toBe(false);
  });

  it('sees other digits, or a removed phone, as a change, which needs the password', () => {
    expect(phoneChanged('+1 555 010 0001', '+1 555 010 0002')).toBe(true);
    expect(phoneChanged('+1 555 010 0001', '')).toBe(true);
  });
});

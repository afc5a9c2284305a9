import { describe, expect, it } from '@jest/globals';
import { keepingNext, returnPath } from './return-path';

describe(returnPath.name, () => {
  it('returns to a path on this site', () => {
    expect(returnPath('?next=/offer-link/tok-1')).toBe('/offer-link/tok-1');
    expect(returnPath('?next=%2Fbethistory%3Fbet%3Db-1')).toBe('/bethistory?bet=b-1');
  });

  it('goes to the dashboard without a next, or with one that leaves the site', () => {
    for (const search of [
      '',
      '?next=',
      '?next=//evil.com',
      '?next=/\\evil.com',
      '?next=https://evil.com/offer-link/x',
      '?next=javascript:alert(1)',
      '?next=offer-link/x',
      '?next=/%09/evil.com',
    ])
      expect(returnPath(search)).toBe('/');
  });
});

describe(keepingNext.name, () => {
  it('carries a safe next from sign-in to sign-up and drops any other', () => {
    expect(keepingNext('/signup', '?next=/offer-link/tok-1')).toBe('/signup?next=%2Foffer-link%2Ftok-1');
    expect(keepingNext('/login', '?next=//evil.com')).toBe('/login');
  });
});

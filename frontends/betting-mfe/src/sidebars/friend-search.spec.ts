import { describe, expect, it } from '@jest/globals';
import { friendQuery, withoutCurrentUser } from './friend-search';

describe('friendQuery', () => {
  it('drops a leading @ and surrounding spaces', () => {
    expect(friendQuery('@bob')).toBe('bob');
    expect(friendQuery('  @@alice ')).toBe('alice');
  });

  it('waits for 2 characters after the @', () => {
    expect(friendQuery('b')).toBeNull();
    expect(friendQuery('@b')).toBeNull();
    expect(friendQuery('@ ')).toBeNull();
    expect(friendQuery('bo')).toBe('bo');
  });

  it('keeps an @ that is not leading', () => {
    expect(friendQuery('bob@home')).toBe('bob@home');
  });
});

describe('withoutCurrentUser', () => {
  it('never offers the signed-in user as a friend', () => {
    const results = [
      { id: 'u1', username: 'alice', email: 'a***@p2pbet.local' },
      { id: 'u2', username: 'alina', email: 'a***@example.com' },
    ];

    expect(withoutCurrentUser(results, 'u1').map((user) => user.username)).toEqual(['alina']);
  });
});

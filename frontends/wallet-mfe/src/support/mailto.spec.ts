import { describe, expect, it } from '@jest/globals';
import { SUPPORT_EMAIL, supportMailto } from './mailto';

describe('supportMailto', () => {
  it("writes to support with the user's name, email and id in the body", () => {
    const href = supportMailto({ id: 'u-alice', name: 'Alice Johnson', email: 'alice@p2pbet.local' });
    const url = new URL(href);

    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe(SUPPORT_EMAIL);
    const body = decodeURIComponent(/body=([^&]*)/.exec(href)![1]);
    expect(body).toContain('Name: Alice Johnson');
    expect(body).toContain('Email: alice@p2pbet.local');
    expect(body).toContain('User ID: u-alice');
  });

  it('encodes spaces as %20, never +, so every mail client reads them', () => {
    const href = supportMailto({ id: 'u-1', name: 'A B' }, 'I need help with: Betting Help');
    expect(href).toContain('subject=I%20need%20help%20with%3A%20Betting%20Help');
    expect(href).not.toContain('+');
  });
});

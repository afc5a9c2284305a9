import { describe, expect, it } from '@jest/globals';
import { isCredentialRoute } from './throttlers';

describe(isCredentialRoute.name, () => {
  it.each([
    ['POST', '/api/auth/login'],
    ['POST', '/api/auth/login/2fa'],
    ['POST', '/api/auth/register'],
    ['POST', '/api/auth/forgot-password'],
    ['POST', '/api/auth/login/'],
    ['POST', '/API/Auth/Login'],
    ['POST', '/api/email-verification/verify'],
    ['POST', '/api/email-verification/resend'],
    // The public support form: without the budget one address could flood the admin desk (issue 30).
    ['POST', '/api/auth/recovery/support'],
    ['POST', '/api/auth/recovery/phone'],
    ['POST', '/api/auth/recovery/phone/verify'],
    ['POST', '/api/auth/recovery/security-questions/verify'],
  ])('counts %s %s against the credential budget', (method, path) => {
    expect(isCredentialRoute(method, path)).toBe(true);
  });

  it.each([
    ['GET', '/api/auth/login'],
    ['POST', '/api/auth/refresh'],
    ['POST', '/api/auth/logout'],
    ['GET', '/api/email-verification/status'],
    ['POST', '/api/profile'],
  ])('leaves %s %s to the general budgets', (method, path) => {
    expect(isCredentialRoute(method, path)).toBe(false);
  });
});

import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import {
  screenshotAtWidths,
  seriousAccessibilityViolations,
  signIn,
  useWebPlatform,
} from '../support/browser';

interface Screen {
  name: string;
  path: string;
  /** What shows once the screen is ready (and, for dialogs, how to open it). */
  ready: (page: Page) => Promise<unknown>;
}

const heading = (name: string) => (page: Page) => page.getByRole('heading', { name }).first().waitFor();

const GUEST_SCREENS: Screen[] = [
  { name: 'dashboard-guest', path: '/', ready: heading('Peer-to-Peer Football Betting') },
  { name: 'login', path: '/login', ready: heading('Welcome Back') },
  {
    name: 'login-errors',
    path: '/login',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByText('Email is required').waitFor();
    },
  },
  { name: 'signup', path: '/signup', ready: heading('Create Account') },
  {
    name: 'signup-errors',
    path: '/signup',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.getByText('You must agree to the Terms of Service').waitFor();
    },
  },
  {
    name: 'email-verification',
    path: '/email-verification?email=alice%40p2pbet.local',
    ready: heading('Verify Your Email'),
  },
  { name: 'password-reset', path: '/password-reset', ready: heading('Reset Password') },
  {
    name: 'password-reset-new',
    path: '/password-reset?token=from-the-email',
    ready: heading('Choose a New Password'),
  },
  { name: 'account-recovery', path: '/account-recovery', ready: heading('Account Recovery') },
  ...(['Email', 'Phone', 'Security Questions', 'Contact Support'] as const).map((method) => ({
    name: `account-recovery-${method.toLowerCase().replace(/ /g, '-')}`,
    path: '/account-recovery',
    ready: async (page: Page) => {
      await page.getByRole('button', { name: new RegExp(`^${method}`) }).click();
      await page.getByRole('button', { name: '← Back' }).waitFor();
    },
  })),
  { name: 'terms', path: '/terms', ready: heading('Terms of Service') },
  { name: 'not-found', path: '/no-such-page', ready: heading('Page not found') },
];

const SIGNED_IN_SCREENS: Screen[] = [
  { name: 'dashboard', path: '/', ready: heading('Peer-to-Peer Football Betting') },
  { name: 'profile', path: '/profile', ready: heading('Personal Information') },
  {
    name: 'edit-profile-modal',
    path: '/profile',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      await page.getByRole('dialog', { name: 'Edit Profile' }).waitFor();
    },
  },
  {
    name: 'change-password-modal',
    path: '/profile',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Change Password' }).click();
      await page.getByLabel('New password', { exact: true }).fill('abcdefgH');
      await page.getByText('Password strength: Fair').waitFor();
    },
  },
  {
    // A new phone asks for the current password (issue 30): the form with its proof fields.
    name: 'edit-profile-phone-change',
    path: '/profile',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
      await dialog.getByLabel('Phone').fill('+1 555 010 9999');
      await dialog.getByLabel('Current password').waitFor();
    },
  },
  {
    name: 'phone-confirmation',
    path: '/profile',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Confirm your phone' }).click();
      await page.getByLabel('Code sent to your phone').waitFor();
    },
  },
  { name: 'settings', path: '/settings', ready: heading('Settings') },
  { name: 'settings-security', path: '/settings?tab=security', ready: heading('Security Questions') },
  {
    name: 'deposit-funds-modal',
    path: '/profile',
    ready: async (page) => {
      await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
      await page
        .getByRole('dialog', { name: 'Deposit Funds' })
        .getByRole('button', { name: 'Go to Deposit' })
        .waitFor();
    },
  },
  {
    name: 'profile-menu',
    path: '/profile',
    ready: async (page) => {
      await page.getByRole('banner').getByRole('button', { name: /Alice/ }).click();
      await page.getByRole('link', { name: 'My Profile' }).waitFor();
    },
  },
  { name: 'bet-history-remote', path: '/bethistory', ready: heading('Bet History') },
];

/** Every account screen: no serious or critical axe-core violation, and a screenshot at 375 and 1280 px. */
describe('account screens', () => {
  const platform = useWebPlatform();

  async function check(page: Page, screen: Screen): Promise<string[]> {
    await page.goto(screen.path);
    await screen.ready(page);
    const violations = await seriousAccessibilityViolations(page);
    await screenshotAtWidths(page, screen.name);
    return violations.map((violation) => `${screen.name}: ${violation}`);
  }

  it('are accessible to a guest', async () => {
    const { page, context } = await platform.newPage();
    const violations: string[] = [];
    for (const screen of GUEST_SCREENS) violations.push(...(await check(page, screen)));
    await context.close();
    expect(violations).toEqual([]);
  });

  it('are accessible to a signed-in bettor', async () => {
    const { page, context } = await platform.newPage();
    await signIn(page, 'alice@p2pbet.local', 'Alice123!');
    const violations: string[] = [];
    for (const screen of SIGNED_IN_SCREENS) violations.push(...(await check(page, screen)));
    await context.close();
    expect(violations).toEqual([]);
  });

  it('fold the menu behind a toggle on a 375 px phone', async () => {
    const { page, context } = await platform.newPage(375);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await nav.getByRole('button', { name: 'Football' }).click();
    await nav.getByRole('button', { name: 'Premier League' }).waitFor();
    await page.screenshot({ path: 'artifacts/screenshots/menu-open-mobile-375.png' });
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await context.close();
  });
});

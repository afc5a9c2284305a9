/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { ADULT_DATE_OF_BIRTH } from '@p2p/testing';
import type { Page } from 'playwright-core';
import { useWebPlatform, verificationPin } from '../support/browser';

/** The account journey of a new bettor, in the browser, against the embedded platform. */
describe('account journey', () => {
  const platform = useWebPlatform();
  let page: Page;
  const email = `jane.${Date.now()}@example.com`;
  let password = 'Jane-Secret-1';

  beforeAll(async () => {
    ({ page } = await platform.newPage());
  });

  const header = () => page.getByRole('banner');

  it('signs up, verifies the email with the PIN from the mailbox, logs out and logs in again', async () => {
    await page.goto('/signup');
    await page.getByLabel('Full name').fill('Jane Doe');
    await page.getByLabel('Phone number').fill('+1 555 010 2030');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Date of birth').fill(ADULT_DATE_OF_BIRTH);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('I agree to the Terms of Service').check();
    await page.getByRole('button', { name: 'Create Account' }).click();

    await page.waitForURL((url) => url.pathname === '/');
    await header().getByText('$0.00').waitFor();
    await header().getByText('Jane Doe').waitFor();
    await page.getByText('Email Verification Required:').waitFor();

    await page.getByRole('button', { name: 'Verify Now' }).click();
    await page.waitForURL((url) => url.pathname === '/email-verification');
    const pin = await verificationPin(platform.url, email);
    await page.getByLabel('Digit 1 of 6').focus();
    await page.evaluate((digits) => {
      const data = new DataTransfer();
      data.setData('text', ` ${digits.slice(0, 3)}-${digits.slice(3)} `);
      document.activeElement?.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, pin);
    expect(await page.getByLabel('Digit 6 of 6').inputValue()).toBe(pin[5]);
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await page.getByRole('heading', { name: 'Email Verified!' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('verified') === 'true');
    expect(await page.getByText('Email Verification Required:').count()).toBe(0);

    await header()
      .getByRole('button', { name: /Jane Doe/ })
      .click();
    await page.getByRole('link', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await header().getByRole('link', { name: 'Login' }).waitFor();
    expect(
      await page.evaluate(() => [localStorage.getItem('authToken'), localStorage.getItem('user')]),
    ).toEqual([null, null]);

    await header().getByRole('link', { name: 'Login' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Invalid email or password. Please try again.').waitFor();
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await header().getByText('Jane Doe').waitFor();
  });

  it('edits the profile and changes the password', async () => {
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Jane Doe' }).waitFor();
    // Auth answers only the year of the date of birth given at sign-up.
    await page.getByText(`${ADULT_DATE_OF_BIRTH.slice(0, 4)}-**-**`).waitFor();
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.getByText('No changes to save').waitFor();
    await dialog.getByLabel('Username').fill('j');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.getByText('Username must be between 3 and 30 characters').waitFor();
    await dialog.getByLabel('Full name').fill('Jane Q. Doe');
    await dialog.getByLabel('Username').fill(`jane_${Date.now() % 100000}`);
    await dialog.getByLabel('Country').fill('Kenya');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Jane Q. Doe' }).waitFor();
    await page.getByText('Kenya').waitFor();
    await header().getByText('Jane Q. Doe').waitFor();

    await page.getByRole('button', { name: 'Change Password' }).click();
    const change = page.getByRole('dialog', { name: 'Change Password' });
    await change.getByLabel('Current password').fill(password);
    await change.getByLabel('New password', { exact: true }).fill('Even-Better-Secret-2');
    await change.getByText('Password strength: Strong').waitFor();
    await change.getByLabel('Confirm new password').fill('Even-Better-Secret-2');
    await change.getByRole('button', { name: 'Change Password' }).click();
    await change.waitFor({ state: 'detached' });
    password = 'Even-Better-Secret-2';

    await page.goto('/logout');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await header().getByText('Jane Q. Doe').waitFor();
  });

  it('sends each kind of visitor where the route guards say', async () => {
    // Signed in (non-admin): guest-only pages and the admin page lead to /, account pages open.
    for (const path of ['/login', '/signup', '/admin']) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/');
    }
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    await expect(
      page.getByRole('link', { name: 'Settings' }).first().getAttribute('aria-current'),
    ).resolves.toBe('page');

    // A guest: account and admin pages lead to /login; open pages stay.
    const guest = await platform.newPage();
    for (const path of ['/profile', '/settings', '/bethistory', '/deposit', '/user-offers/alice', '/admin']) {
      await guest.page.goto(path);
      await guest.page.waitForURL((url) => url.pathname === '/login');
    }
    await guest.page.goto('/bet-offers');
    await guest.page.getByRole('heading', { name: 'Available Bet Offers' }).waitFor();
    await guest.page.goto('/no-such-page');
    await guest.page.getByRole('heading', { name: 'Page not found' }).waitFor();

    // The admin reaches the admin console.
    await guest.page.goto('/login');
    await guest.page.getByLabel('Email').fill('admin@p2pbet.local');
    await guest.page.getByLabel('Password', { exact: true }).fill('Admin123!');
    await guest.page.getByRole('button', { name: 'Sign In' }).click();
    await guest.page.waitForURL((url) => url.pathname === '/');
    await guest.page.goto('/admin');
    await guest.page.getByRole('heading', { name: 'Admin Panel' }).waitFor();
    await guest.context.close();
  });

  it('shows an error panel with Retry inside the chrome when a remote fails, and recovers', async () => {
    await page.route('**/mfe/wallet/mf-manifest.json', (route) =>
      route.fulfill({ status: 503, body: 'unavailable' }),
    );
    await page.goto('/transactions');

    const panel = page.getByRole('alert').filter({ hasText: 'Wallet is unavailable right now' });
    await panel.waitFor();
    await header().getByText('Jane Q. Doe').waitFor();
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Profile' }).waitFor();

    await page.unroute('**/mfe/wallet/mf-manifest.json');
    await panel.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'Transactions' }).waitFor();

    // The other remotes were never affected.
    await page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('link', { name: 'Bet History' })
      .click();
    await page.getByRole('heading', { name: 'Bet History' }).waitFor();
  });
});

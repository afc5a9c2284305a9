import { beforeAll, describe, it } from '@jest/globals';
import { eventually } from '@p2p/testing';
import type { Page } from 'playwright-core';
import { registerBettor, type RegisteredBettor } from '../support/bettors';
import { mailbox, signIn, useWebPlatform } from '../support/browser';
import { SMS_DOMAIN } from '../support/mail-catcher';

/** Issue 30, finding 1, in the browser: the phone moves only with the password, and is confirmed by a code. */
describe('changing and confirming the phone on the profile', () => {
  const platform = useWebPlatform();
  let page: Page;
  let bettor: RegisteredBettor;
  const newPhone = `+1 555 ${String(Date.now() % 10_000_000).padStart(7, '0')}`;

  beforeAll(async () => {
    ({ page } = await platform.newPage());
    bettor = await registerBettor(platform.api, 'Phoebe Phone');
  });

  /** The code texted to the phone (its SMS reach the catcher as email), once it has arrived. */
  const confirmationCode = (phone: string) =>
    eventually(async () => {
      const texts = await mailbox(platform.url, `${phone.replace(/\D/g, '')}@${SMS_DOMAIN}`);
      const code = texts
        .filter((text) => text.subject === 'Phone confirmation code')
        .map((text) => /\b(\d{6})\b/.exec(text.text)?.[1])
        .find(Boolean);
      if (!code) throw new Error(`No confirmation code to ${phone} yet`);
      return code;
    });

  it('asks for the current password before saving a new phone', async () => {
    await signIn(page, bettor.email, bettor.password);
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Phoebe Phone' }).waitFor();
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await dialog.getByLabel('Phone').fill(newPhone);

    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.getByText('Current password is required to change your phone number').waitFor();
    await dialog.getByLabel('Current password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.getByText('Current password is incorrect').waitFor();
    await dialog.getByLabel('Current password').fill(bettor.password);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();

    await dialog.waitFor({ state: 'detached' });
    await page.getByText(newPhone).first().waitFor();
  });

  it('confirms the new phone with the code texted to it', async () => {
    await page.getByRole('button', { name: 'Confirm your phone' }).click();
    await page.getByLabel('Code sent to your phone').fill(await confirmationCode(newPhone));
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();

    await page.getByText('Phone number confirmed').first().waitFor();
    await page.getByRole('button', { name: 'Confirm your phone' }).waitFor({ state: 'detached' });
  });
});

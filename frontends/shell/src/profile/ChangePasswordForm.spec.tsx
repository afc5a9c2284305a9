/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, screen } from '@testing-library/react';
import { jsonResponse } from '../testing/json-response';
import { renderPage } from '../testing/render-page';
import { ChangePasswordForm } from './ChangePasswordForm';

describe(ChangePasswordForm.name, () => {
  beforeEach(() => {
    globalThis.fetch = jest.fn<typeof fetch>();
  });
  afterEach(cleanup);

  it('enables the modal submit only when all three are filled, match, and the new one has 8 or more', async () => {
    const { user } = renderPage(<ChangePasswordForm variant="modal" />);
    const submit = () => screen.getByRole('button', { name: 'Change Password' }) as HTMLButtonElement;

    expect(submit().disabled).toBe(true);
    await user.type(screen.getByLabelText('Current password'), 'Old12345!');
    await user.type(screen.getByLabelText('New password'), 'Short1!');
    await user.type(screen.getByLabelText('Confirm new password'), 'Short1!');
    expect(submit().disabled).toBe(true);
    await user.type(screen.getByLabelText('New password'), 'x');
    expect(submit().disabled).toBe(true);
    await user.type(screen.getByLabelText('Confirm new password'), 'x');
    expect(submit().disabled).toBe(false);
  });

  it('rates the new password as the user types', async () => {
    const { user } = renderPage(<ChangePasswordForm variant="modal" />);
    const meter = () => screen.getByRole('meter', { name: 'Password strength' });

    await user.type(screen.getByLabelText('New password'), 'abcdefgh');
    expect(meter().getAttribute('aria-valuetext')).toBe('Weak');
    expect(screen.getByTestId('password-strength').className).toContain('strength--red');
    await user.type(screen.getByLabelText('New password'), 'A1!');
    expect(meter().getAttribute('aria-valuetext')).toBe('Strong');
    expect(screen.getByTestId('password-strength').className).toContain('strength--green');
  });

  it('uses the settings page wording for the same rules', async () => {
    const { user } = renderPage(<ChangePasswordForm variant="settings" />);

    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Current password is required!')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters long!')).toBeTruthy();

    await user.type(screen.getByLabelText('Current password'), 'Old12345!');
    await user.type(screen.getByLabelText('New password'), '-and-longer');
    await user.type(screen.getByLabelText('Confirm new password'), 'something-else');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('New passwords do not match!')).toBeTruthy();
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it("shows the server's reason when it refuses the change", async () => {
    jest
      .mocked(globalThis.fetch)
      .mockResolvedValue(jsonResponse(400, { success: false, message: 'Current password is incorrect' }));
    const { user } = renderPage(<ChangePasswordForm variant="modal" />);

    await user.type(screen.getByLabelText('Current password'), 'Wrong123!');
    await user.type(screen.getByLabelText('New password'), 'Brand-new-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'Brand-new-1');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(await screen.findByText('Current password is incorrect')).toBeTruthy();
  });
});

/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, screen } from '@testing-library/react';
import { jsonResponse } from '../testing/json-response';
import { renderPage } from '../testing/render-page';
import { PhoneRecovery } from './PhoneRecovery';
import { SecurityQuestionsRecovery } from './SecurityQuestionsRecovery';
import { SupportRecovery } from './SupportRecovery';

const fetchMock = () => jest.mocked(globalThis.fetch);

describe('account recovery steps', () => {
  beforeEach(() => {
    localStorage.clear();
    globalThis.fetch = jest.fn<typeof fetch>();
  });
  afterEach(cleanup);

  it("shows the server's reason for a refused phone, and a generic text for anything else", async () => {
    fetchMock()
      .mockResolvedValueOnce(jsonResponse(400, { success: false, message: 'Invalid phone number format' }))
      .mockResolvedValueOnce(jsonResponse(500, { success: false, message: 'boom' }));
    const { user } = renderPage(<PhoneRecovery />, { path: '/account-recovery' });

    await user.type(screen.getByLabelText('Phone number'), '12');
    await user.click(screen.getByRole('button', { name: 'Send SMS Code' }));
    expect(await screen.findByText('Invalid phone number format')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Send SMS Code' }));
    expect(await screen.findByText('Failed to send SMS code. Please try again.')).toBeTruthy();
    expect(screen.queryByText('Invalid phone number format')).toBeNull();
  });

  it('hands a verified SMS code over to the new-password form', async () => {
    fetchMock()
      .mockResolvedValueOnce(jsonResponse(200, { success: true, data: null }))
      .mockResolvedValueOnce(jsonResponse(200, { success: true, data: { resetToken: 'reset-1' } }));
    const { user } = renderPage(<PhoneRecovery />, { path: '/account-recovery' });

    await user.type(screen.getByLabelText('Phone number'), '+1 555 010 2030');
    await user.click(screen.getByRole('button', { name: 'Send SMS Code' }));
    await user.type(await screen.findByLabelText('SMS code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));

    expect(await screen.findByText('Navigated away')).toBeTruthy();
    expect(screen.getByTestId('current-path').textContent).toBe('/password-reset');
  });

  it('says the answers failed, unless the server says there were too many tries', async () => {
    fetchMock()
      .mockResolvedValueOnce(jsonResponse(200, { success: true, data: { questions: ['First pet?'] } }))
      .mockResolvedValueOnce(jsonResponse(401, { success: false, message: 'Wrong answers' }))
      .mockResolvedValueOnce(jsonResponse(429, { success: false, message: 'Too many attempts, try later' }));
    const { user } = renderPage(<SecurityQuestionsRecovery />, { path: '/account-recovery' });

    await user.type(screen.getByLabelText('Username or email'), 'alice');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText('First pet?'), 'Rex');
    await user.click(screen.getByRole('button', { name: 'Verify Answers' }));
    expect(await screen.findByText('Security answers verification failed. Please try again.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Verify Answers' }));
    expect(await screen.findByText('Too many attempts, try later')).toBeTruthy();
  });

  it('keeps the support form filled in when sending it fails', async () => {
    fetchMock().mockRejectedValue(new TypeError('Failed to fetch'));
    const { user } = renderPage(<SupportRecovery />, { path: '/account-recovery' });

    await user.type(screen.getByLabelText('Full name'), 'Alice Smith');
    await user.type(screen.getByLabelText('Contact email'), 'alice@example.com');
    await user.type(screen.getByLabelText('Account information'), 'username alice');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));

    expect(await screen.findByText('Failed to submit support request. Please try again.')).toBeTruthy();
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Alice Smith');
  });
});

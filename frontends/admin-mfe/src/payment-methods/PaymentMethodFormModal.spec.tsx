/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { PaymentMethodType } from '@p2p/contracts/api';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { mockApi, ok, refused, renderTab, signInAdmin, type ApiCall } from '../shared/testing/render-tab';
import { PaymentMethodFormModal } from './PaymentMethodFormModal';
import { aPaymentMethod } from './testing/factories';

const METHODS = '/api/direct-payments/admin/methods';
const sent = (calls: ApiCall[], method: string) =>
  calls.filter((call) => call.method === method && call.url.startsWith(METHODS));
const dialog = () => within(screen.getByRole('dialog'));

/** The wallet's required details per type (payment-method-details.ts), as the form labels them. */
const REQUIRED: Array<[PaymentMethodType, string[], Record<string, string>]> = [
  [
    'bank_transfer',
    ['Bank name', 'Account number', 'Account name'],
    { bankName: 'First Bank', accountNumber: '3012345678', accountName: 'P2P Bet Ltd' },
  ],
  [
    'mobile_money',
    ['Provider', 'Phone number', 'Account name'],
    { provider: 'MTN', phoneNumber: '+2348012345678', accountName: 'P2P Bet Ltd' },
  ],
  ['crypto', ['Currency', 'Wallet address'], { currency: 'USDT', walletAddress: 'TQ1234567890' }],
  ['paypal', ['Email', 'Account name'], { email: 'pay@p2pbet.local', accountName: 'P2P Bet' }],
  ['cash_app', ['Email', 'Account name'], { email: 'cash@p2pbet.local', accountName: 'P2P Bet' }],
  ['venmo', ['Email', 'Account name'], { email: 'venmo@p2pbet.local', accountName: 'P2P Bet' }],
  ['zelle', ['Email', 'Account name'], { email: 'zelle@p2pbet.local', accountName: 'P2P Bet' }],
  ['western_union', [], {}],
];

const LABEL_OF: Record<string, string> = {
  bankName: 'Bank name',
  accountNumber: 'Account number',
  accountName: 'Account name',
  provider: 'Provider',
  phoneNumber: 'Phone number',
  currency: 'Currency',
  walletAddress: 'Wallet address',
  email: 'Email',
};

describe(PaymentMethodFormModal.name, () => {
  beforeEach(() => {
    localStorage.clear();
    signInAdmin();
  });
  afterEach(cleanup);

  it.each(REQUIRED)(
    'asks %s for exactly its required details before sending',
    async (type, labels, details) => {
      const calls = mockApi({
        [`POST ${METHODS}`]: () => ok(aPaymentMethod({ type }), 'Payment method added successfully'),
      });
      const { user } = renderTab(<PaymentMethodFormModal onClose={() => undefined} />);
      await user.selectOptions(dialog().getByLabelText('Type'), type);
      await user.type(dialog().getByLabelText('Display name'), 'Main account');

      await user.click(dialog().getByRole('button', { name: 'Add Payment Method' }));

      for (const label of labels) expect(await dialog().findByText(`${label} is required`)).toBeTruthy();
      expect(dialog().queryAllByText(/ is required$/)).toHaveLength(labels.length);
      await waitFor(() => expect(sent(calls, 'POST')).toHaveLength(labels.length > 0 ? 0 : 1));
      if (labels.length === 0) return;

      for (const [key, value] of Object.entries(details)) {
        const field = dialog().getByLabelText(LABEL_OF[key]);
        if (field.tagName === 'SELECT') await user.selectOptions(field, value);
        else await user.type(field, value);
      }
      await user.click(dialog().getByRole('button', { name: 'Add Payment Method' }));

      await waitFor(() => expect(sent(calls, 'POST')).toHaveLength(1));
      expect(sent(calls, 'POST')[0].body).toEqual({
        type,
        name: 'Main account',
        processingTime: null,
        isActive: true,
        details,
        instructions: null,
      });
    },
  );

  it('refuses an email the wallet would refuse', async () => {
    const calls = mockApi({});
    const { user } = renderTab(<PaymentMethodFormModal onClose={() => undefined} />);
    await user.selectOptions(dialog().getByLabelText('Type'), 'paypal');
    await user.type(dialog().getByLabelText('Display name'), 'PayPal');
    await user.type(dialog().getByLabelText('Email'), 'not-an-email');
    await user.type(dialog().getByLabelText('Account name'), 'P2P Bet');

    await user.click(dialog().getByRole('button', { name: 'Add Payment Method' }));

    expect(await dialog().findByText('Email must be a valid email address')).toBeTruthy();
    expect(sent(calls, 'POST')).toHaveLength(0);
  });

  it("sends an edit whole, keeps details beyond the type's fields, and shows the server's refusal", async () => {
    const method = aPaymentMethod({
      details: {
        bankName: 'First Bank',
        accountNumber: '3012345678',
        accountName: 'P2P Bet Ltd',
        swift_code: 'FBNINGLA',
      },
    });
    const calls = mockApi({
      [`PUT ${METHODS}/pm-1`]: () => refused(400, 'Name must be at most 100 characters'),
    });
    const { user } = renderTab(<PaymentMethodFormModal method={method} onClose={() => undefined} />);
    expect(dialog().getByText('3% (at least $2.00), set by the wallet for this type.')).toBeTruthy();

    await user.clear(dialog().getByLabelText('Routing number (optional)'));
    await user.type(dialog().getByLabelText('Routing number (optional)'), '011000015');
    await user.click(dialog().getByRole('button', { name: 'Save Changes' }));

    expect(
      await dialog().findByText('Failed to save payment method: Name must be at most 100 characters'),
    ).toBeTruthy();
    expect(sent(calls, 'PUT')[0].body).toEqual({
      type: 'bank_transfer',
      name: 'First Bank transfer',
      processingTime: '1-2 hours',
      isActive: true,
      details: {
        bankName: 'First Bank',
        accountNumber: '3012345678',
        routingNumber: '011000015',
        accountName: 'P2P Bet Ltd',
        swift_code: 'FBNINGLA',
      },
      instructions: null,
    });
  });
});

import { describe, expect, it } from '@jest/globals';
import { checkPaymentMethodDetails } from './payment-method-details';

describe('checkPaymentMethodDetails', () => {
  it('accepts a bank transfer with its required details, keeping optional ones trimmed', () => {
    const check = checkPaymentMethodDetails('bank_transfer', {
      bankName: ' First Bank ',
      accountNumber: '0123456789',
      accountName: 'P2P Bet Ltd',
      routingNumber: '',
      swift_code: 'FBNINGLA',
    });

    expect(check).toEqual({
      ok: true,
      details: {
        bankName: 'First Bank',
        accountNumber: '0123456789',
        accountName: 'P2P Bet Ltd',
        swift_code: 'FBNINGLA',
      },
    });
  });

  it('names every missing required field of the type', () => {
    expect(checkPaymentMethodDetails('mobile_money', { provider: 'MTN', accountName: '  ' })).toEqual({
      ok: false,
      messages: ['Phone number is required for mobile_money', 'Account name is required for mobile_money'],
    });
    expect(checkPaymentMethodDetails('zelle', {})).toEqual({
      ok: false,
      messages: ['Email is required for zelle', 'Account name is required for zelle'],
    });
  });

  it('accepts only the crypto currencies of the specification', () => {
    expect(checkPaymentMethodDetails('crypto', { currency: 'DOGE', walletAddress: 'D8x' })).toEqual({
      ok: false,
      messages: ['Currency must be one of BTC, ETH, USDT, LTC'],
    });
    expect(
      checkPaymentMethodDetails('crypto', { currency: 'USDT', walletAddress: 'T9y', network: 'TRC20' }).ok,
    ).toBe(true);
  });

  it('wants a real email for the email-based types', () => {
    expect(checkPaymentMethodDetails('paypal', { email: 'not-an-email', accountName: 'P2P' })).toEqual({
      ok: false,
      messages: ['Email must be a valid email address'],
    });
  });

  it('accepts any text details for western_union and refuses non-text values', () => {
    expect(checkPaymentMethodDetails('western_union', {}).ok).toBe(true);
    expect(checkPaymentMethodDetails('western_union', { receiverName: 'P2P Bet', city: 'Lagos' }).ok).toBe(
      true,
    );
    expect(checkPaymentMethodDetails('western_union', { amount: 5 })).toEqual({
      ok: false,
      messages: ['Details must be text fields'],
    });
  });
});

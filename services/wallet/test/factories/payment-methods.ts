import type { PaymentMethodType } from '../../src/payment-methods/payment-method-details';
import { bearer, WalletApp } from '../support/wallet-app';

const DETAILS: Record<PaymentMethodType, Record<string, string>> = {
  bank_transfer: { bankName: 'First Bank', accountNumber: '3012345678', accountName: 'P2P Bet Ltd' },
  mobile_money: { provider: 'MTN', phoneNumber: '+2348030000000', accountName: 'P2P Bet Ltd' },
  crypto: { currency: 'USDT', network: 'TRC20', walletAddress: 'TXq7n1exampleWallet' },
  paypal: { email: 'pay@p2pbet.test', accountName: 'P2P Bet Ltd' },
  cash_app: { email: 'cash@p2pbet.test', accountName: 'P2P Bet Ltd' },
  venmo: { email: 'venmo@p2pbet.test', accountName: 'P2P Bet Ltd' },
  zelle: { email: 'zelle@p2pbet.test', accountName: 'P2P Bet Ltd' },
  western_union: { receiverName: 'P2P Bet Ltd', city: 'Lagos' },
};

export function paymentMethodBody(type: PaymentMethodType, overrides: Record<string, unknown> = {}) {
  return {
    type,
    name: `${type} method`,
    processingTime: '1-2 hours',
    isActive: true,
    details: DETAILS[type],
    instructions: 'Send the exact amount.',
    ...overrides,
  };
}

export async function createPaymentMethod(
  wallet: WalletApp,
  adminToken: string,
  type: PaymentMethodType = 'bank_transfer',
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; type: PaymentMethodType; name: string; isActive: boolean }> {
  const response = await wallet
    .api()
    .post('/api/direct-payments/admin/methods')
    .set(bearer(adminToken))
    .send(paymentMethodBody(type, overrides));
  if (response.status !== 201)
    throw new Error(`Creating a payment method failed: ${JSON.stringify(response.body)}`);
  return response.body.data;
}

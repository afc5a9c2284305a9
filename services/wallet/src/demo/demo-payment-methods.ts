import type { PaymentMethodType } from '../payment-methods/payment-method-details';

export const DEMO_FUNDING_CENTS = 100_000n; // $1,000; the bank method's 3% fee leaves $970 credited
export const DEMO_FUNDING_REFERENCE = 'DEMO-FUNDING';
export const DEMO_NGN_PER_USD = 150_000n; // NGN 1,500.00 per dollar, in kobo

export const DEMO_PAYMENT_METHODS: Array<{
  id: string;
  type: PaymentMethodType;
  name: string;
  processingTime: string;
  details: Record<string, string>;
  instructions: string;
}> = [
  {
    id: '7d0f3c1e-0000-4000-8000-000000000001',
    type: 'bank_transfer',
    name: 'First Bank transfer',
    processingTime: '1-24 hours',
    details: { bankName: 'First Bank', accountNumber: '3012345678', accountName: 'P2P Bet Ltd' },
    instructions: 'Use your username as the transfer narration.',
  },
  {
    id: '7d0f3c1e-0000-4000-8000-000000000002',
    type: 'mobile_money',
    name: 'MTN Mobile Money',
    processingTime: '5-30 minutes',
    details: { provider: 'MTN', phoneNumber: '+2348030000000', accountName: 'P2P Bet Ltd' },
    instructions: 'Send from the phone number registered to your account.',
  },
  {
    id: '7d0f3c1e-0000-4000-8000-000000000003',
    type: 'crypto',
    name: 'USDT (TRC20)',
    processingTime: '10-60 minutes',
    details: { currency: 'USDT', network: 'TRC20', walletAddress: 'TXq7n1demoWalletAddressP2PBet0001' },
    instructions: 'Send USDT on the TRC20 network only.',
  },
  {
    id: '7d0f3c1e-0000-4000-8000-000000000004',
    type: 'paypal',
    name: 'PayPal',
    processingTime: 'Instant',
    details: { email: 'payments@p2pbet.local', accountName: 'P2P Bet Ltd' },
    instructions: 'Send as Friends and Family and add your username in the note.',
  },
];

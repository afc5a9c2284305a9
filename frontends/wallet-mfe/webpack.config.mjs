import { federatedApp } from '../federated-app.mjs';

/** The wallet remote, served under /mfe/wallet/; the shell maps routes to these modules. */
export const exposes = {
  './Deposit': './src/pages/DepositPage.tsx',
  './Withdraw': './src/pages/WithdrawPage.tsx',
  './Transactions': './src/pages/TransactionsPage.tsx',
  './Support': './src/pages/SupportPage.tsx',
};

export default federatedApp({
  name: 'wallet',
  dir: import.meta.dirname,
  publicPath: '/mfe/wallet/',
  exposes,
});

import { TransactionsScreen } from '../transactions/TransactionsScreen';

/** Route module of /transactions. */
export default function TransactionsPage() {
  return <TransactionsScreen />;
}

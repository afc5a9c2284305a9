import { DepositScreen } from '../deposit/DepositScreen';

/** Route module of /deposit. */
export default function DepositPage() {
  return <DepositScreen />;
}

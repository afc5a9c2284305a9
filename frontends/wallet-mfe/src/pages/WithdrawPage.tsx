import { WithdrawScreen } from '../withdraw/WithdrawScreen';

/** Route module of /withdraw. */
export default function WithdrawPage() {
  return <WithdrawScreen />;
}

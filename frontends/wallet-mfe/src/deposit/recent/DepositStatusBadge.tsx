import type { DepositStatus } from '@p2p/contracts/api';
import { Badge } from '@p2p/ui';
import { STATUS_DISPLAY } from '../deposit-display';

export function DepositStatusBadge({ status }: { status: DepositStatus }) {
  const display = STATUS_DISPLAY[status] ?? { label: status, tone: 'neutral' };
  return <Badge tone={display.tone}>{display.label}</Badge>;
}

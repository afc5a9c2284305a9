import { Money as Amount } from '@p2p/contracts/money';

export interface MoneyProps {
  value: string | number | null | undefined;
  /** Prefix positive amounts with +. */
  signed?: boolean;
  /** Green when positive, red when negative. */
  colored?: boolean;
  className?: string;
}

/** A dollar amount with two decimals, in tabular figures so columns of amounts line up. */
export function Money({ value, signed, colored, className }: MoneyProps) {
  const cents = Amount.roundToCents(value);
  const tone = colored ? (cents > 0n ? 'text-positive' : cents < 0n ? 'text-negative' : '') : '';
  return (
    <span className={['ui-money', tone, className].filter(Boolean).join(' ')}>
      {Amount.display(cents, { signed })}
    </span>
  );
}

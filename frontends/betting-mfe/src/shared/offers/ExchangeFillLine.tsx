import { Money } from '@p2p/contracts/money';
import { fillLine, type ExchangeFill } from './exchange-terms';
import './exchange-fill.css';

/**
 * "$30.00 of $50.00 matched at 3.0", with a bar of the share matched (for the eye; the sentence says
 * it to everyone).
 */
export function ExchangeFillLine({ fill }: { fill: ExchangeFill }) {
  const stake = Money.roundToCents(fill.stake);
  const matched = Money.roundToCents(fill.matched);
  const percent = stake > 0n ? Number((matched * 100n) / stake) : 0;
  return (
    <div className="exchange-fill">
      <p className="exchange-fill__text">{fillLine(fill)}</p>
      <span className="exchange-fill__bar" aria-hidden="true">
        <span className="exchange-fill__matched" style={{ width: `${percent}%` }} />
      </span>
    </div>
  );
}

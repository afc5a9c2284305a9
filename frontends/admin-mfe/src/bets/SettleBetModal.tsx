import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminBet } from '@p2p/contracts/api';
import { Money, SelectField, TextAreaField, useToast } from '@p2p/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from '@p2p/ui/zod';
import { ReviewedCommandModal } from '../shared/ReviewedCommandModal';
import { REASON_MAX, reasonField } from '../shared/reason';
import {
  backerAndLayer,
  exchangeOf,
  matchLabel,
  rulingLabel,
  rulingsFor,
  rulingWinner,
  selectionLabel,
  sideName,
  type Ruling,
} from './bet-display';
import { useSettleBet } from './bets-queries';

const schema = z.object({
  result: z.string().min(1, 'Choose a result'),
  reason: reasonField,
});
type Values = z.infer<typeof schema>;

/**
 * Settling by hand moves money and cannot be undone: the result and the reason first, then a
 * summary of who is paid to confirm.
 */
export function SettleBetModal({
  bet,
  onClose,
  onSettled,
}: {
  bet: AdminBet;
  onClose: () => void;
  onSettled: (ruling: { result: Ruling; reason: string }) => void;
}) {
  const toast = useToast();
  const settle = useSettleBet();
  const [review, setReview] = useState<{ result: Ruling; reason: string } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { result: '', reason: '' } });

  const confirm = () => {
    if (!review) return;
    settle.mutate(
      { betId: bet.id, ...review },
      {
        onSuccess: (answer) => {
          toast.success(answer.message ?? 'Bet settled successfully');
          onSettled(review);
          onClose();
        },
      },
    );
  };

  return (
    <ReviewedCommandModal
      title={`Settle ${matchLabel(bet.match)}`}
      confirmLabel="Confirm settlement"
      review={review}
      pending={settle.isPending}
      error={settle.error?.message ?? null}
      onClose={onClose}
      onBack={() => setReview(null)}
      onReview={(event) =>
        void handleSubmit(({ result, reason }) => setReview({ result: result as Ruling, reason }))(event)
      }
      onConfirm={confirm}
      summary={<Summary bet={bet} />}
      question={
        review && (
          <>
            Settle as <strong>{rulingLabel(review.result, bet)}</strong>? {consequence(bet, review.result)}
          </>
        )
      }
      fields={
        <>
          <SelectField
            label="Result"
            options={[{ value: '', label: 'Choose the result' }, ...rulingsFor(bet)]}
            error={errors.result?.message}
            data-autofocus
            {...register('result')}
          />
          <TextAreaField
            label="Reason"
            rows={3}
            maxLength={REASON_MAX}
            hint="Kept with the bet and in the audit log."
            error={errors.reason?.message}
            {...register('reason')}
          />
        </>
      }
    />
  );
}

/** Who backs what, and what each side put up. */
function Summary({ bet }: { bet: AdminBet }) {
  const exchange = exchangeOf(bet);
  if (!exchange) {
    return (
      <p>
        {sideName(bet.maker)} backs {selectionLabel(bet.makerSelection, bet.match)}, {sideName(bet.taker)}{' '}
        backs {selectionLabel(bet.takerSelection, bet.match)}; stake <Money value={bet.stake} /> each.
      </p>
    );
  }
  const { backer, layer } = backerAndLayer(bet, exchange);
  const [backed, liability] =
    exchange.makerSide === 'back'
      ? [exchange.makerStake, exchange.takerStake]
      : [exchange.takerStake, exchange.makerStake];
  return (
    <p>
      {sideName(backer)} backs {selectionLabel(bet.makerSelection, bet.match)} at {exchange.odds} with a stake
      of <Money value={backed} />, {sideName(layer)} lays it with a liability of <Money value={liability} />.
    </p>
  );
}

function consequence(bet: AdminBet, result: Ruling): string {
  const winner = rulingWinner(bet, result);
  return winner ? `${sideName(winner)} wins and is paid out.` : 'Nobody wins: both stakes are returned.';
}

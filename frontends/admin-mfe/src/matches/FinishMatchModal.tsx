import { zodResolver } from '@hookform/resolvers/zod';
import type { FootballMatch } from '@p2p/contracts/api';
import { TextAreaField, TextField, useToast } from '@p2p/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from '@p2p/ui/zod';
import { ReviewedCommandModal } from '../shared/ReviewedCommandModal';
import { REASON_MAX, reasonField } from '../shared/reason';
import { matchName, resultText, scoreOf, statusOf } from './match-display';
import { useFinishMatch } from './matches-queries';

/** Football's rule for a score given by hand: whole goals, 0 to 99 a side. */
const goals = z
  .string()
  .trim()
  .regex(/^\d{1,2}$/, 'Enter a whole number of goals from 0 to 99');

const schema = z.object({ home: goals, away: goals, reason: reasonField });
type Values = z.infer<typeof schema>;
interface Review {
  home: number;
  away: number;
  reason: string;
}

/**
 * "Finish now" ends the match and settles its bets, which cannot be undone: the score and the reason
 * first, then the result spelled out to confirm.
 */
export function FinishMatchModal({
  match,
  onClose,
  onFinished,
}: {
  match: FootballMatch;
  onClose: () => void;
  onFinished: () => void;
}) {
  const toast = useToast();
  const finish = useFinishMatch();
  const [review, setReview] = useState<Review | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { home: '', away: '', reason: '' } });

  const confirm = () => {
    if (!review) return;
    finish.mutate(
      { matchId: match.id, ...review },
      {
        onSuccess: (answer) => {
          toast.success(answer.message ?? 'Match finished successfully');
          onFinished();
          onClose();
        },
      },
    );
  };

  return (
    <ReviewedCommandModal
      title={`Finish ${matchName(match)}`}
      confirmLabel="Finish match"
      review={review}
      pending={finish.isPending}
      error={finish.error?.message ?? null}
      onClose={onClose}
      onBack={() => setReview(null)}
      onReview={(event) =>
        void handleSubmit(({ home, away, reason }) =>
          setReview({ home: Number(home), away: Number(away), reason }),
        )(event)
      }
      onConfirm={confirm}
      summary={
        <p>
          {match.league.name} · {statusOf(match).label} · {scoreOf(match)}
        </p>
      }
      question={
        review && (
          <>
            End it now at{' '}
            <strong>
              {match.homeTeam.name} {review.home}–{review.away} {match.awayTeam.name}
            </strong>{' '}
            ({resultText(match, review.home, review.away)})? Its bets settle at once with this result.
          </>
        )
      }
      fields={
        <>
          <div className="admin-form-grid">
            <TextField
              label={`${match.homeTeam.name} goals`}
              inputMode="numeric"
              maxLength={2}
              autoComplete="off"
              data-autofocus
              error={errors.home?.message}
              {...register('home')}
            />
            <TextField
              label={`${match.awayTeam.name} goals`}
              inputMode="numeric"
              maxLength={2}
              autoComplete="off"
              error={errors.away?.message}
              {...register('away')}
            />
          </div>
          <TextAreaField
            label="Reason"
            rows={3}
            maxLength={REASON_MAX}
            hint="Kept in the audit log."
            error={errors.reason?.message}
            {...register('reason')}
          />
        </>
      }
    />
  );
}

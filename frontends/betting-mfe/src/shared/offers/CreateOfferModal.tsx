import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Modal, Money, Notice, TextAreaField, TextField, useToast } from '@p2p/ui';
import { useBalance } from '@p2p/web-session';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useCreateOffer } from '../api/betting-mutations';
import type { MatchSummary, Selection } from '../api/types';
import { formatDateTime } from '../ui/format';
import { MatchPicker } from './MatchPicker';
import { offerFailure } from './offer-errors';
import {
  createOfferSchema,
  DEFAULT_STAKE,
  DESCRIPTION_MAX,
  MAX_STAKE,
  MIN_STAKE,
  toDollars,
  type CreateOfferForm,
  type CreateOfferValues,
} from './offer-schema';
import { useBettingActions, type CreateOfferOptions } from './actions-context';
import { isBettable } from './selections';
import './create-offer.css';

interface Props extends CreateOfferOptions {
  onClose: () => void;
}

function predictions(match: MatchSummary | undefined, allowTotals: boolean) {
  const home = match?.homeTeam ?? 'Home team';
  const away = match?.awayTeam ?? 'Away team';
  const options: Array<{ value: Selection; label: string; hint: string }> = [
    { value: 'home_win', label: 'Home Win', hint: `${home} wins` },
    { value: 'draw', label: 'Draw', hint: 'Neither team wins' },
    { value: 'away_win', label: 'Away Win', hint: `${away} wins` },
  ];
  if (allowTotals)
    options.push(
      { value: 'over_2.5', label: 'Over 2.5', hint: '3 or more goals' },
      { value: 'under_2.5', label: 'Under 2.5', hint: '2 goals or fewer' },
    );
  return options;
}

/**
 * Create Bet Offer (spec 02): Bet Amount ($, 1 to 1000, default 10), Your Prediction, optional
 * Description. Creates a real offer; the stake is held until the offer is matched or cancelled.
 */
export function CreateOfferModal({ match: given, selection, allowTotals = true, onClose }: Props) {
  const formId = useId();
  const toast = useToast();
  const { reportFailure } = useBettingActions();
  const { available } = useBalance();
  const create = useCreateOffer();
  const [picked, setPicked] = useState<MatchSummary | undefined>(undefined);
  const [pickError, setPickError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<{ title?: string; message: string } | null>(null);
  const match = given ?? picked;

  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<CreateOfferForm, unknown, CreateOfferValues>({
    resolver: zodResolver(createOfferSchema),
    defaultValues: { betAmount: DEFAULT_STAKE, betSelection: selection, description: '' },
  });
  const description = useWatch({ control, name: 'description' }) ?? '';

  const submit = handleSubmit((values) => {
    if (!match) {
      setPickError('Please choose a match');
      return;
    }
    if (!isBettable(match)) {
      setFailure({ message: 'Betting is closed for this match.' });
      return;
    }
    setFailure(null);
    create.mutate(
      {
        matchId: match.id,
        betAmount: toDollars(values.betAmount),
        betSelection: values.betSelection,
        description: values.description,
      },
      {
        onSuccess: () => {
          toast.success('Bet offer created successfully!');
          onClose();
        },
        onError: (error) => {
          const result = offerFailure('create', error);
          if (result.kind === 'ignore') return;
          if (result.kind === 'insufficient-balance') {
            onClose();
            reportFailure('create', error);
            return;
          }
          setFailure(
            result.kind === 'alert'
              ? { title: result.title, message: result.message }
              : { message: result.message },
          );
        },
      },
    );
  });

  return (
    <Modal
      open
      title="Create Bet Offer"
      onClose={onClose}
      closeOnBackdrop={false}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={create.isPending}>
            Create Bet Offer
          </Button>
        </>
      }
    >
      <form id={formId} className="create-offer" onSubmit={submit} noValidate>
        {given ? (
          <div className="create-offer__match">
            <strong>
              {given.homeTeam} vs {given.awayTeam}
            </strong>
            <span className="text-muted">
              {[given.league, formatDateTime(given.startTime)].filter(Boolean).join(' · ')}
            </span>
          </div>
        ) : (
          <MatchPicker
            value={picked}
            error={pickError}
            onChange={(next) => {
              setPicked(next);
              setPickError(undefined);
            }}
          />
        )}
        <TextField
          label="Bet Amount ($)"
          type="number"
          inputMode="decimal"
          min={MIN_STAKE}
          max={MAX_STAKE}
          step="0.01"
          error={errors.betAmount?.message}
          hint={
            <>
              Between $1 and $1,000. Available: <Money value={available} />
            </>
          }
          {...register('betAmount')}
        />
        <fieldset
          className="create-offer__predictions"
          aria-describedby={errors.betSelection ? `${formId}-prediction-error` : undefined}
        >
          <legend className="ui-field__label">Your Prediction</legend>
          <div className="create-offer__options">
            {predictions(match, allowTotals).map((option) => (
              <label key={option.value} className="create-offer__option">
                <input type="radio" value={option.value} {...register('betSelection')} />
                <span>
                  <strong>{option.label}</strong>
                  <span className="text-muted">{option.hint}</span>
                </span>
              </label>
            ))}
          </div>
          {errors.betSelection && (
            <p className="ui-field__error" id={`${formId}-prediction-error`} role="alert">
              {errors.betSelection.message}
            </p>
          )}
        </fieldset>
        <TextAreaField
          label="Description (optional)"
          rows={3}
          maxLength={DESCRIPTION_MAX}
          placeholder="Add a note for the bettor who takes the other side"
          hint={`${description.length}/${DESCRIPTION_MAX}`}
          error={errors.description?.message}
          {...register('description')}
        />
        {failure && (
          <Notice tone="danger" title={failure.title}>
            {failure.message}
          </Notice>
        )}
      </form>
    </Modal>
  );
}

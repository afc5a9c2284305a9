import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@p2p/router';
import { Button, Modal, Money, Notice, TextAreaField, TextField, useToast } from '@p2p/ui';
import { useBalance } from '@p2p/web-session';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { FriendResult } from '../../sidebars/friend-search';
import { FriendSearchField } from '../../sidebars/FriendSearchField';
import { useCreateOffer } from '../api/betting-mutations';
import type { MatchSummary, OfferLink, OfferVisibility, Selection } from '../api/types';
import { formatDateTime } from '../ui/format';
import { CreatedLinkModal } from './CreatedLinkModal';
import { MatchPicker } from './MatchPicker';
import { offerFailure, PLAYER_PROTECTION_PATH, sentenceGap } from './offer-errors';
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

/** The server's refusals of the friend named, shown under the friend field. */
const FRIEND_REFUSED = /user not found|private offer to yourself/i;

const AUDIENCES: Array<{ value: OfferVisibility; label: string; hint: string }> = [
  { value: 'public', label: 'Everyone', hint: 'Listed on Bet Offers for every bettor' },
  { value: 'user', label: 'A friend', hint: 'Only the friend you name sees and takes it' },
  { value: 'link', label: 'Anyone with the link', hint: 'Not listed: you share a secret link' },
];

/**
 * Create Bet Offer (spec 02): Bet Amount ($, 1 to 1000, default 10), Your Prediction, optional
 * Description, and who can take it: everyone, a friend, or anyone with the link (issue 23). Creates
 * a real offer; the stake is held until the offer is matched or cancelled. A link offer's link is
 * shown once, so the modal stays open with it until Done.
 */
export function CreateOfferModal({ match: given, selection, allowTotals = true, onClose }: Props) {
  const formId = useId();
  const toast = useToast();
  const { reportFailure } = useBettingActions();
  const { available } = useBalance();
  const create = useCreateOffer();
  const [picked, setPicked] = useState<MatchSummary | undefined>(undefined);
  const [pickError, setPickError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<{ title?: string; message: string; protection?: boolean } | null>(
    null,
  );
  const [friend, setFriend] = useState<FriendResult | null>(null);
  const [link, setLink] = useState<OfferLink | null>(null);
  const match = given ?? picked;

  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<CreateOfferForm, unknown, CreateOfferValues>({
    resolver: zodResolver(createOfferSchema),
    defaultValues: {
      betAmount: DEFAULT_STAKE,
      betSelection: selection,
      description: '',
      visibility: 'public',
      privateTo: '',
    },
  });
  const description = useWatch({ control, name: 'description' }) ?? '';
  const visibility = useWatch({ control, name: 'visibility' });

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
        visibility: values.visibility,
        privateTo: values.privateTo,
      },
      {
        onSuccess: (created) => {
          if (created.link) {
            setLink(created.link);
            return;
          }
          toast.success('Bet offer created successfully!');
          onClose();
        },
        onError: (error) => {
          if (values.visibility === 'user' && FRIEND_REFUSED.test(error.message)) {
            setError('privateTo', { message: error.message }, { shouldFocus: true });
            return;
          }
          const result = offerFailure('create', error);
          if (result.kind === 'ignore') return;
          if (result.kind === 'insufficient-balance') {
            onClose();
            reportFailure('create', error);
            return;
          }
          setFailure(
            result.kind === 'alert'
              ? { title: result.title, message: result.message, protection: result.protection }
              : { message: result.message },
          );
        },
      },
    );
  });

  if (link) return <CreatedLinkModal link={link} onClose={onClose} />;

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
        <fieldset className="create-offer__audience">
          <legend className="ui-field__label">Who can take it</legend>
          <div className="create-offer__options">
            {AUDIENCES.map((option) => (
              <label key={option.value} className="create-offer__option">
                <input type="radio" value={option.value} {...register('visibility')} />
                <span>
                  <strong>{option.label}</strong>
                  <span className="text-muted">{option.hint}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {visibility === 'user' && (
          <Controller
            control={control}
            name="privateTo"
            render={({ field, fieldState }) => (
              <FriendSearchField
                label="Friend's username"
                name={field.name}
                inputRef={field.ref}
                text={field.value ?? ''}
                picked={friend}
                error={fieldState.error?.message}
                onBlur={field.onBlur}
                onTextChange={(text) => {
                  field.onChange(text);
                  setFriend(null);
                }}
                onPick={(found) => {
                  field.onChange(`@${found.username}`);
                  setFriend(found);
                }}
                pickedStatus={(found) => `Only @${found.username} can see and take this offer.`}
                pickPrompt="Pick one, or type the whole username."
              />
            )}
          />
        )}
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
            {failure.protection && (
              <>
                {sentenceGap(failure.message)}
                <Link to={PLAYER_PROTECTION_PATH} onClick={onClose}>
                  Review your limits
                </Link>
              </>
            )}
          </Notice>
        )}
      </form>
    </Modal>
  );
}

import { Button, Modal, Money, Notice, TextAreaField, useToast } from '@p2p/ui';
import { useState } from 'react';
import { useCreateOffer } from '../shared/api/betting-mutations';
import { useBettingActions } from '../shared/offers/actions-context';
import { offerFailure } from '../shared/offers/offer-errors';
import { createOfferSchema, DESCRIPTION_MAX, toDollars } from '../shared/offers/offer-schema';
import { selectionWithTeam } from '../shared/offers/selections';
import { formatDateTime, winnings } from '../shared/ui/format';
import { offerSelectionOf, type SlipSelection } from './bet-slip-rules';

/**
 * The bet slip's Create Bet Offer step: the slip already holds the match, the prediction and the
 * stake, so this confirms them (with an optional description) and creates the offer with the shared
 * create call, its messages and its error catalogue.
 */
export function SlipOfferDialog({
  selection,
  stake,
  onClose,
  onCreated,
}: {
  selection: SlipSelection;
  stake: string;
  onClose: () => void;
  onCreated: () => void;
}) {
  const toast = useToast();
  const { reportFailure } = useBettingActions();
  const create = useCreateOffer();
  const [description, setDescription] = useState('');
  const [failure, setFailure] = useState<{ title?: string; message: string } | null>(null);
  const betSelection = offerSelectionOf(selection)!;
  const match = { homeTeam: selection.homeTeam, awayTeam: selection.awayTeam };
  const amountError = createOfferSchema.shape.betAmount.safeParse(stake).error?.issues[0]?.message;

  const submit = () => {
    if (amountError) return;
    setFailure(null);
    create.mutate(
      { matchId: selection.matchId, betAmount: toDollars(stake), betSelection, description },
      {
        onSuccess: () => {
          toast.success('Bet offer created successfully!');
          onCreated();
        },
        onError: (error) => {
          const result = offerFailure('create', error);
          if (result.kind === 'ignore') return;
          if (result.kind === 'insufficient-balance') {
            onClose();
            reportFailure('create', error);
            return;
          }
          setFailure(result.kind === 'alert' ? { title: result.title, message: result.message } : result);
        },
      },
    );
  };

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
          <Button onClick={submit} loading={create.isPending} disabled={Boolean(amountError)} data-autofocus>
            Create Bet Offer
          </Button>
        </>
      }
    >
      <div className="slip-offer">
        <p>
          <strong>
            {selection.homeTeam} vs {selection.awayTeam}
          </strong>
          <span className="text-muted">
            {' '}
            · {selection.league} · {formatDateTime(selection.startTime)}
          </span>
        </p>
        <dl className="slip-offer__terms">
          <dt>Your prediction</dt>
          <dd>{selectionWithTeam(betSelection, match)}</dd>
          <dt>Your stake</dt>
          <dd>
            <Money value={toDollars(stake)} />
          </dd>
          <dt>If matched and you win</dt>
          <dd>
            <Money value={winnings(toDollars(stake))} />
          </dd>
        </dl>
        {amountError && <Notice tone="danger">{amountError}</Notice>}
        <TextAreaField
          label="Description (optional)"
          rows={2}
          maxLength={DESCRIPTION_MAX}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          hint={`${description.length}/${DESCRIPTION_MAX}`}
        />
        <p className="text-muted">
          Your stake is held until another bettor matches the offer, or you cancel it. Peer-to-peer offers
          have no house odds: the winner takes both stakes.
        </p>
        {failure && (
          <Notice tone="danger" title={failure.title}>
            {failure.message}
          </Notice>
        )}
      </div>
    </Modal>
  );
}

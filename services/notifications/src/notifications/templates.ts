import {
  type BetPaidOut,
  type DepositApproved,
  type DepositRejected,
  formatOdds,
  Money,
  type NotificationKind,
  type OfferCreated,
  type OfferExpired,
  type OfferMatched,
  type Selection,
  type SupportMessagePosted,
  type TransferCompleted,
  type UserRoleChanged,
  type UserStatusChanged,
  type WithdrawalProcessed,
} from '@p2p/contracts';

/** What a notification says, and the screen it leads to (an app path). */
export interface NotificationMessage {
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
}

const SELECTIONS: Record<Selection, string> = {
  home_win: 'Home win',
  draw: 'Draw',
  away_win: 'Away win',
  'over_2.5': 'Over 2.5 goals',
  'under_2.5': 'Under 2.5 goals',
  btts_yes: 'Both teams to score',
  btts_no: 'Not both teams to score',
};

const usd = (amount: string | bigint) => Money.display(amount);
const betLink = (betId: string) => `/bethistory?bet=${encodeURIComponent(betId)}`;
/** A note an admin or a user typed, quoted whole up to a length an email line and a bell entry can carry. */
const quoted = (text: string, max = 300) => `“${text.length > max ? `${text.slice(0, max - 1)}…` : text}”`;
const withNote = (sentence: string, label: string, note: string | null) =>
  note?.trim() ? `${sentence} ${label}: ${quoted(note.trim())}` : sentence;

/** To the maker of an exchange offer, for each part taken: the part is a bet of its own. */
function partMatched(
  offer: OfferMatched,
  terms: NonNullable<OfferMatched['exchange']>,
  taker: string,
): NotificationMessage {
  const selection = SELECTIONS[offer.makerSelection];
  const odds = formatOdds(terms.odds);
  const body =
    terms.makerSide === 'back'
      ? `${taker} laid ${usd(terms.makerStake)} of your back of ${selection} at ${odds}. That part is live.`
      : `${taker} backed ${selection} for ${usd(terms.takerStake)} at ${odds} against your lay. That part is live.`;
  return { kind: 'offer_matched', title: 'Part of your offer was taken', body, link: betLink(offer.betId) };
}

/**
 * Every notification's words, one function per kind of event, with the amounts as the wallet
 * recorded them. Pure: the handlers look up names, these only write.
 */
export const Templates = {
  offerMatched(offer: OfferMatched, takerUsername: string | null): NotificationMessage {
    const taker = takerUsername ? `@${takerUsername}` : 'Another bettor';
    if (offer.exchange) return partMatched(offer, offer.exchange, taker);
    return {
      kind: 'offer_matched',
      title: 'Your offer was taken',
      body: `${taker} took your ${usd(offer.stake)} offer on ${SELECTIONS[offer.makerSelection]}. Your bet is live.`,
      link: betLink(offer.betId),
    };
  },

  /** To one side of a bet the wallet has paid out: what came back to them, and why. */
  betSettled(payout: BetPaidOut, userId: string): NotificationMessage {
    const stake = Money.toCents(userId === payout.makerId ? payout.makerStake : payout.takerStake);
    const link = betLink(payout.betId);
    if (payout.result === 'void') {
      return {
        kind: 'bet_settled',
        title: 'Your bet was voided',
        body: `The match was called off, so your bet is void: your ${usd(stake)} stake is back in your balance.`,
        link,
      };
    }
    if (payout.winnerId === null) {
      return {
        kind: 'bet_settled',
        title: 'Your bet ended in a push',
        body: `Neither side won: your ${usd(stake)} stake is back in your balance.`,
        link,
      };
    }
    if (payout.winnerId !== userId) {
      return {
        kind: 'bet_settled',
        title: 'You lost your bet',
        body: `Your ${usd(stake)} stake went to the winner.`,
        link,
      };
    }
    const commission = Money.toCents(payout.commission);
    const paid = Money.toCents(payout.pot) - commission;
    const fee = commission > 0n ? ` (after the ${usd(commission)} commission)` : '';
    return {
      kind: 'bet_settled',
      title: `You won ${usd(paid - stake)}`,
      body: `You won your ${usd(stake)} bet: ${usd(paid)} was paid to your balance${fee}.`,
      link,
    };
  },

  /** To the one user a private offer is for: it waits on their dashboard, where they can take it. */
  privateOffer(offer: OfferCreated, makerUsername: string | null): NotificationMessage {
    const maker = makerUsername ? `@${makerUsername}` : 'A friend';
    return {
      kind: 'private_offer',
      title: 'An offer just for you',
      body: `${maker} offers you a ${usd(offer.stake)} bet: they back ${SELECTIONS[offer.selection]}. Only you can take it.`,
      link: '/',
    };
  },

  offerExpired(offer: OfferExpired): NotificationMessage {
    return {
      kind: 'offer_expired',
      title: 'Your offer expired',
      body: `Nobody took your ${usd(offer.stake)} offer before it closed: the ${usd(offer.stake)} is back in your balance.`,
      link: '/',
    };
  },

  depositApproved(deposit: DepositApproved): NotificationMessage {
    const fee = Money.toCents(deposit.fee) > 0n ? ` (after the ${usd(deposit.fee)} fee)` : '';
    return {
      kind: 'deposit',
      title: 'Deposit approved',
      body: withNote(
        `Your deposit of ${usd(deposit.amount)} was approved: ${usd(deposit.net)} was added to your balance${fee}.`,
        'Note from our team',
        deposit.adminNotes,
      ),
      link: `/deposit?id=${encodeURIComponent(deposit.depositId)}`,
    };
  },

  depositRejected(deposit: DepositRejected): NotificationMessage {
    return {
      kind: 'deposit',
      title: 'Deposit rejected',
      body: withNote(
        `Your deposit of ${usd(deposit.amount)} was rejected; nothing was added to your balance.`,
        'Reason',
        deposit.adminNotes,
      ),
      link: `/deposit?id=${encodeURIComponent(deposit.depositId)}`,
    };
  },

  withdrawalPaid(withdrawal: WithdrawalProcessed): NotificationMessage {
    return {
      kind: 'withdrawal',
      title: 'Withdrawal paid',
      body: withNote(
        `Your withdrawal of ${Money.display(withdrawal.amountNgn, { symbol: '₦' })} (${usd(withdrawal.amountUsd)}) was paid to your bank account.`,
        'Note from our team',
        withdrawal.adminNotes,
      ),
      link: '/transactions',
    };
  },

  withdrawalRejected(withdrawal: WithdrawalProcessed): NotificationMessage {
    return {
      kind: 'withdrawal',
      title: 'Withdrawal rejected',
      body: withNote(
        `Your withdrawal of ${usd(withdrawal.amountUsd)} was rejected: the ${usd(withdrawal.amountUsd)} is back in your balance.`,
        'Reason',
        withdrawal.adminNotes,
      ),
      link: '/transactions',
    };
  },

  transferReceived(transfer: TransferCompleted): NotificationMessage {
    return {
      kind: 'transfer',
      title: `You received ${usd(transfer.amount)}`,
      body: withNote(
        `@${transfer.senderUsername} sent you ${usd(transfer.amount)}; it is in your balance.`,
        'Their note',
        transfer.note,
      ),
      link: '/transactions',
    };
  },

  roleChanged(change: UserRoleChanged): NotificationMessage {
    return {
      kind: 'account',
      title: 'Your role changed',
      body: withNote(
        change.role === 'admin'
          ? 'You are now an administrator: the admin console is in your menu from your next sign-in.'
          : 'You are no longer an administrator.',
        'Reason',
        change.reason ?? null,
      ),
      link: '/profile',
    };
  },

  statusChanged(change: UserStatusChanged): NotificationMessage {
    if (change.status === 'suspended') {
      return {
        kind: 'account',
        title: 'Your account was suspended',
        body: withNote(
          'Your account was suspended: you cannot sign in or bet, and your open offers were cancelled with their stakes returned. Contact support to appeal.',
          'Reason',
          change.reason,
        ),
        link: '/support',
      };
    }
    return {
      kind: 'account',
      title: 'Your account was reinstated',
      body: 'Your account is active again: you can sign in and bet.',
      link: '/profile',
    };
  },

  supportReply(message: SupportMessagePosted): NotificationMessage {
    return {
      kind: 'support',
      title: 'Support replied',
      body: `${message.authorName}: ${quoted(message.text, 200)}`,
      link: '/support',
    };
  },
};

/** The email of a notification: its words, the link in full, and where to change what is mailed. */
export function emailText(
  message: NotificationMessage,
  recipientName: string | null,
  publicUrl: string,
): string {
  const base = publicUrl.replace(/\/+$/, '');
  return [
    `Hello${recipientName ? ` ${recipientName}` : ''},`,
    '',
    message.body,
    '',
    `Open it: ${base}${message.link}`,
    '',
    `You receive this email because of your notification settings; choose which emails you get at ${base}/settings?tab=notifications`,
  ].join('\n');
}

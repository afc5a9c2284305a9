import type { ExchangeSide, Selection } from '@p2p/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { centsTransformer } from '@p2p/service-kit';

export type BetStatus = 'matched' | 'settled' | 'void';
/** How a bet ended: one side won both stakes, or both were refunded (push: neither selection happened). */
export type BetResult = 'won' | 'push' | 'void';

/**
 * A matched offer: the maker (user A) against the taker (user B), each staking the offer's amount; or
 * one part of an exchange offer, at its price, each side holding its own amount.
 */
@Entity({ name: 'bets' })
export class Bet {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'offer_id', type: 'uuid' })
  offerId: string;

  @Column({ name: 'match_id', type: 'text' })
  matchId: string;

  @Column({ name: 'maker_id', type: 'uuid' })
  makerId: string;

  @Column({ name: 'maker_username', type: 'text' })
  makerUsername: string;

  @Column({ name: 'maker_name', type: 'text' })
  makerName: string;

  @Column({ name: 'maker_selection', type: 'text' })
  makerSelection: Selection;

  @Column({ name: 'taker_id', type: 'uuid' })
  takerId: string;

  @Column({ name: 'taker_username', type: 'text' })
  takerUsername: string;

  @Column({ name: 'taker_name', type: 'text' })
  takerName: string;

  @Column({ name: 'taker_selection', type: 'text' })
  takerSelection: Selection;

  /** Each side's stake; the maker's hold, for a part of an exchange offer. */
  @Column({ name: 'amount_cents', type: 'bigint', transformer: centsTransformer })
  amountCents: bigint;

  /** A part of an exchange offer: its price in hundredths; null on even money. */
  @Column({ type: 'integer', nullable: true })
  odds: number | null;

  @Column({ name: 'maker_side', type: 'text', nullable: true })
  makerSide: ExchangeSide | null;

  /** The taker's hold of a part of an exchange offer; null on even money (the same as the maker's). */
  @Column({ name: 'taker_amount_cents', type: 'bigint', nullable: true, transformer: centsTransformer })
  takerAmountCents: bigint | null;

  /** What the winner of a part paid in commission, their share of it on the market; null until settled. */
  @Column({ name: 'commission_cents', type: 'bigint', nullable: true, transformer: centsTransformer })
  commissionCents: bigint | null;

  @Column({ name: 'taker_description', type: 'text', nullable: true })
  takerDescription: string | null;

  @Column({ type: 'text' })
  status: BetStatus;

  @Column({ type: 'text', nullable: true })
  result: BetResult | null;

  @Column({ name: 'winner_id', type: 'uuid', nullable: true })
  winnerId: string | null;

  @Column({ name: 'settled_at', type: 'timestamptz', nullable: true })
  settledAt: Date | null;

  /** 'football' for automatic settlement, the admin's id for a manual one. */
  @Column({ name: 'settled_by', type: 'text', nullable: true })
  settledBy: string | null;

  /** Why an admin settled it by hand; null for football's settlements. */
  @Column({ name: 'settlement_reason', type: 'text', nullable: true })
  settlementReason: string | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}

import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { centsTransformer } from '@p2p/service-kit';

/** Every rate an admin set, kept: the latest applies; a withdrawal records the one it used. */
@Entity({ name: 'exchange_rates' })
export class ExchangeRate {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  /** Kobo per US dollar: 1500.00 NGN is 150000. */
  @Column({ name: 'ngn_per_usd', type: 'bigint', transformer: centsTransformer })
  ngnPerUsd: bigint;

  @Column({ name: 'set_by', type: 'text' })
  setBy: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

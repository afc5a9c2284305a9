import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Display names of users, projected from auth's events so a rename shows on old offers and bets. */
@Entity({ name: 'users' })
export class BettingUser {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ type: 'text' })
  username: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}

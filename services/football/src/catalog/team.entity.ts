import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Country } from './country.entity';

@Entity({ name: 'teams' })
export class Team {
  /** Readable and stable: `arsenal`, `real-madrid`. */
  @PrimaryColumn({ type: 'text' })
  id: string;

  @Column({ type: 'text' })
  name: string;

  /** The three-letter code scoreboards use: ARS, RMA. */
  @Column({ name: 'short_name', type: 'text' })
  shortName: string;

  @Column({ name: 'country_id', type: 'text' })
  countryId: string;

  @ManyToOne(() => Country)
  @JoinColumn({ name: 'country_id' })
  country?: Country;

  @Column({ name: 'primary_color', type: 'text' })
  primaryColor: string;

  @Column({ name: 'secondary_color', type: 'text' })
  secondaryColor: string;

  /** Strength, 1-100: drives the odds and the simulated goals. */
  @Column({ type: 'smallint' })
  rating: number;

  /** The club's crest as a real feed serves it; null: the drawn crest (the demo has no images). */
  @Column({ name: 'crest_url', type: 'text', nullable: true })
  crestUrl: string | null;
}

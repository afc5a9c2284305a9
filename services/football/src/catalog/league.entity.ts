import { Column, Entity, JoinColumn, JoinTable, ManyToMany, ManyToOne, PrimaryColumn } from 'typeorm';
import { Country } from './country.entity';
import { Team } from './team.entity';

export type LeagueKind = 'domestic' | 'continental';

@Entity({ name: 'leagues' })
export class League {
  /** Readable and stable: `premier-league`, `champions-league`. */
  @PrimaryColumn({ type: 'text' })
  id: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ name: 'short_name', type: 'text' })
  shortName: string;

  @Column({ name: 'country_id', type: 'text' })
  countryId: string;

  @ManyToOne(() => Country)
  @JoinColumn({ name: 'country_id' })
  country?: Country;

  @Column({ type: 'text' })
  kind: LeagueKind;

  @Column({ type: 'text' })
  season: string;

  @Column({ name: 'primary_color', type: 'text' })
  primaryColor: string;

  @Column({ name: 'secondary_color', type: 'text' })
  secondaryColor: string;

  /** The order the menus list the leagues in (the specification's order). */
  @Column({ name: 'display_order', type: 'smallint' })
  displayOrder: number;

  @ManyToMany(() => Team)
  @JoinTable({
    name: 'league_teams',
    joinColumn: { name: 'league_id', referencedColumnName: 'id' },
    inverseJoinColumn: { name: 'team_id', referencedColumnName: 'id' },
  })
  teams?: Team[];
}

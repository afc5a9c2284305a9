import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'countries' })
export class Country {
  /** Readable and stable: `england`, `spain`, `europe` for the continental competitions. */
  @PrimaryColumn({ type: 'text' })
  id: string;

  @Column({ type: 'text' })
  name: string;

  /** ISO 3166 code where one exists (GB-ENG for England), EU for Europe. */
  @Column({ type: 'text' })
  code: string;

  /** The flag as an emoji, for the sidebars' icons. */
  @Column({ type: 'text' })
  flag: string;
}

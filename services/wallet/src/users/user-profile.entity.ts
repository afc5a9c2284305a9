import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A copy of auth's user, kept from auth.UserRegistered and auth.UserUpdated. */
@Entity({ name: 'user_profiles' })
export class UserProfile {
  @PrimaryColumn({ name: 'user_id', type: 'text' })
  userId: string;

  @Column({ type: 'text' })
  username: string;

  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  role: 'user' | 'admin';

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

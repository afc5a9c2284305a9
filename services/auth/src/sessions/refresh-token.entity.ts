import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * One refresh token of a session (a family). Rotating sets `replacedBy`; presenting a replaced token
 * again is a theft signal and revokes the whole family.
 */
@Entity({ name: 'refresh_tokens' })
export class RefreshToken {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'family_id', type: 'uuid' })
  familyId: string;

  /** sha256 of the token: the token itself is only ever in the cookie. */
  @Column({ name: 'token_hash', type: 'text' })
  tokenHash: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'replaced_by', type: 'uuid', nullable: true })
  replacedBy: string | null;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  /** The client's, at the login or refresh that issued the token (for the sessions list). */
  @Column({ name: 'user_agent', type: 'text', nullable: true })
  userAgent: string | null;

  /** The user agent as "Chrome on Mac OS": a sign-in from a device none of these name is mailed. */
  @Column({ type: 'text', nullable: true })
  device: string | null;

  @Column({ type: 'text', nullable: true })
  address: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

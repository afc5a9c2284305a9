import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One of a user's three recovery questions; the answer is hashed after normalising it. */
@Entity({ name: 'security_questions' })
export class SecurityQuestion {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @PrimaryColumn({ type: 'smallint' })
  position: number;

  @Column({ type: 'text' })
  question: string;

  @Column({ name: 'answer_hash', type: 'text' })
  answerHash: string;
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { NotFoundError, ValidationFailedError } from '@p2p/service-kit';
import { DataSource } from 'typeorm';
import { CurrentPasswordCheck } from '../credentials/current-password-check';
import { PasswordHasher } from '../credentials/password-hasher';
import { PasswordResetService } from '../password-reset/password-reset.service';
import { AttemptLimiter, SECURITY_ANSWERS_LOCKOUT } from '../throttling/attempt-limiter';
import { UsersService } from '../users/users.service';
import type { SecurityQuestionDto } from './dto/security-questions.dto';
import { SecurityQuestion } from './security-question.entity';

const NOT_AVAILABLE = 'Failed to load security questions. Please check your username.';
const VERIFICATION_FAILED = 'Security answers verification failed. Please try again.';

/** "Rex", " rex " and "REX" are one answer; so are "New  York" and "new york". */
export function normalizeAnswer(answer: string): string {
  return answer.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Three questions a user sets (password required, answers stored hashed) and that later buy a
 * reset token when all three answers are right. Failures lock the account like logins do.
 */
@Injectable()
export class SecurityQuestionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly currentPassword: CurrentPasswordCheck,
    private readonly limiter: AttemptLimiter,
    private readonly resets: PasswordResetService,
  ) {}

  async set(
    userId: string,
    currentPassword: string,
    questions: SecurityQuestionDto[],
    address: string,
  ): Promise<string[]> {
    const texts = questions.map((entry) => entry.question);
    if (new Set(texts.map(normalizeAnswer)).size !== texts.length) {
      throw new ValidationFailedError('Security questions must be different');
    }
    const hashes = await Promise.all(
      questions.map((entry) => this.hasher.hash(normalizeAnswer(entry.answer))),
    );
    const confirmed = await this.dataSource.transaction(async (manager) => {
      const user = await this.users.findById(userId, manager);
      if (!user) throw new NotFoundError('User not found');
      if (!(await this.currentPassword.confirm(manager, user, currentPassword, address))) return false;
      await manager.delete(SecurityQuestion, { userId });
      await manager.insert(
        SecurityQuestion,
        questions.map((entry, index) => ({
          userId,
          position: index + 1,
          question: entry.question,
          answerHash: hashes[index],
        })),
      );
      return true;
    });
    if (!confirmed) throw new ValidationFailedError('Current password is incorrect');
    return texts;
  }

  async ofUser(userId: string): Promise<string[]> {
    const rows = await this.dataSource
      .getRepository(SecurityQuestion)
      .find({ where: { userId }, order: { position: 'ASC' } });
    return rows.map((row) => row.question);
  }

  /** One answer for unknown identifiers and users without questions. */
  async lookup(identifier: string): Promise<string[]> {
    const user = await this.users.findByIdentifier(identifier);
    const questions = user ? await this.ofUser(user.id) : [];
    if (questions.length === 0) throw new NotFoundError(NOT_AVAILABLE);
    return questions;
  }

  async verify(identifier: string, answers: string[]): Promise<string> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      const user = await this.users.findByIdentifier(identifier, manager);
      const subject = user?.id ?? identifier.trim().toLowerCase();
      await this.limiter.serialize(manager, SECURITY_ANSWERS_LOCKOUT, subject);
      await this.limiter.assertAllowed(manager, SECURITY_ANSWERS_LOCKOUT, subject);
      const questions = user
        ? await manager.find(SecurityQuestion, { where: { userId: user.id }, order: { position: 'ASC' } })
        : [];
      // Every answer is checked, so the time spent does not tell which one was wrong, or whether any exist.
      const checks = await Promise.all(
        answers.map((answer, index) =>
          questions[index]
            ? this.hasher.verify(questions[index].answerHash, normalizeAnswer(answer))
            : this.hasher.verifyNothing(answer),
        ),
      );
      if (!user || questions.length !== answers.length || checks.some((ok) => !ok)) {
        await this.limiter.recordFailure(manager, SECURITY_ANSWERS_LOCKOUT, subject);
        return null;
      }
      await this.limiter.reset(manager, SECURITY_ANSWERS_LOCKOUT, subject);
      return this.resets.issue(manager, user.id, 'security_questions');
    });
    if (!outcome) throw new ValidationFailedError(VERIFICATION_FAILED);
    return outcome;
  }
}

import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CONFIG, Periodic, SmtpMailer } from '@p2p/service-kit';
import { DataSource } from 'typeorm';
import { emailText } from '../notifications/templates';
import type { NotificationsConfig } from '../notifications.config';
import type { NotificationKind } from '@p2p/contracts';

interface ClaimedEmail {
  id: string;
  attempts: number;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
  email: string | null;
  name: string | null;
}

const BATCH = 20;
const FIRST_RETRY_SECONDS = 5;
const LONGEST_RETRY_SECONDS = 3600;

/**
 * Sends the emails notifications owe, at most once each: a pass claims due rows (`sending`,
 * committed) before it talks to the SMTP server, so neither a redelivered event nor a second
 * replica mails twice. A send that fails is retried with backoff up to MAIL_MAX_ATTEMPTS; a crash
 * during a send leaves the row `sending`, never resent (the in-app notification is the record).
 */
@Injectable()
export class Mailer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(Mailer.name);
  private readonly smtp: SmtpMailer | null;
  private readonly periodic: Periodic;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CONFIG) private readonly config: NotificationsConfig,
  ) {
    this.smtp = config.SMTP_URL ? new SmtpMailer(config.SMTP_URL, config.MAIL_FROM) : null;
    this.periodic = new Periodic('Mailer', config.MAIL_POLL_MS, () => this.sendDue());
  }

  onApplicationBootstrap(): void {
    if (this.smtp) this.periodic.start();
    else this.logger.warn('SMTP_URL is not set: emails wait in outgoing_emails until it is');
  }

  async onModuleDestroy(): Promise<void> {
    await this.periodic.stop();
    this.smtp?.close();
  }

  /** One pass: drops stale emails, then sends what is due. Answers how many went out. */
  async sendDue(): Promise<number> {
    if (!this.smtp) return 0;
    await this.dataSource.query(
      `UPDATE outgoing_emails SET status = 'expired'
        WHERE status = 'pending' AND created_at < now() - make_interval(hours => $1)`,
      [this.config.MAIL_MAX_AGE_HOURS],
    );
    const claimed = await this.claim();
    let sent = 0;
    for (const email of claimed) if (await this.send(email)) sent++;
    return sent;
  }

  private async claim(): Promise<ClaimedEmail[]> {
    return (await this.dataSource.query(
      `WITH due AS (
         SELECT id FROM outgoing_emails
          WHERE status = 'pending' AND next_attempt_at <= now()
          ORDER BY next_attempt_at
          LIMIT $1
          FOR UPDATE SKIP LOCKED
       ), claimed AS (
         UPDATE outgoing_emails e SET status = 'sending', attempts = e.attempts + 1
           FROM due WHERE e.id = due.id
         RETURNING e.id, e.attempts, e.notification_id, e.user_id
       )
       SELECT claimed.id, claimed.attempts, n.kind, n.title, n.body, n.link, r.email, r.name
         FROM claimed
         JOIN notifications n ON n.id = claimed.notification_id
         LEFT JOIN recipients r ON r.user_id = claimed.user_id`,
      [BATCH],
    )) as ClaimedEmail[];
  }

  private async send(email: ClaimedEmail): Promise<boolean> {
    if (!email.email) {
      // The user's registration has not reached this service yet (another topic): try again later.
      await this.failed(email, 'The recipient is not known yet');
      return false;
    }
    try {
      await this.smtp!.send({
        to: email.email,
        subject: email.title,
        text: emailText(email, email.name, this.config.PUBLIC_URL),
      });
    } catch (error) {
      await this.failed(email, String(error));
      return false;
    }
    await this.dataSource.query(
      `UPDATE outgoing_emails SET status = 'sent', sent_at = now(), sent_to = $2, last_error = NULL WHERE id = $1`,
      [email.id, email.email],
    );
    return true;
  }

  private async failed(email: ClaimedEmail, reason: string): Promise<void> {
    const last = email.attempts >= this.config.MAIL_MAX_ATTEMPTS;
    const delay = Math.min(FIRST_RETRY_SECONDS * 2 ** (email.attempts - 1), LONGEST_RETRY_SECONDS);
    if (last)
      this.logger.error(`Email ${email.id} failed for good after ${email.attempts} attempts: ${reason}`);
    await this.dataSource.query(
      `UPDATE outgoing_emails
          SET status = $2, last_error = $3, next_attempt_at = now() + make_interval(secs => $4)
        WHERE id = $1`,
      [email.id, last ? 'failed' : 'pending', reason.slice(0, 500), delay],
    );
  }
}

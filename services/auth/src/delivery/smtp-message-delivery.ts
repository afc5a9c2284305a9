import { createTransport, Transporter } from 'nodemailer';
import { MessageDelivery, OutgoingMessage } from './message-delivery';

/** Email through an SMTP server (the distributed mode's SMTP_URL). */
export class SmtpMessageDelivery implements MessageDelivery {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = createTransport(smtpUrl);
  }

  async send(message: OutgoingMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
    });
  }

  close(): void {
    this.transport.close();
  }
}

import { createTransport } from 'nodemailer';
import { MailRefusedError, type MailTransport } from './processors/mail.processor';

/**
 * Deadlines of one SMTP delivery: connecting, the server's greeting, and silence on the socket. A
 * server that stalls fails the attempt (the queue retries it) instead of holding the job.
 */
export const SMTP_DEADLINES = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
} as const;

interface SmtpError {
  code?: string;
  responseCode?: number;
}

/** A 5xx answer to the recipients or the message: the server will not take this mail, ever. */
function refusedForGood(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as SmtpError;
  return (
    (code === 'EENVELOPE' || code === 'EMESSAGE') &&
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode < 600
  );
}

/**
 * The worker's MailTransport: nodemailer over SMTP to SMTP_URL (smtp:// with STARTTLS when the server
 * offers it, smtps:// for TLS from the start; user and password in the URL). One connection per mail.
 */
export function createSmtpTransport(smtpUrl: string): MailTransport & { close(): void } {
  const transporter = createTransport({ url: smtpUrl, ...SMTP_DEADLINES });
  return {
    async send(mail) {
      try {
        const info = await transporter.sendMail(mail);
        return { messageId: info.messageId };
      } catch (error) {
        if (refusedForGood(error))
          throw new MailRefusedError(`the mail server refused the mail: ${(error as Error).message}`);
        throw error;
      }
    },
    close: () => transporter.close(),
  };
}

import type { MailMessage, Mailer } from '../../server/mail/mailer';

/** A mailer that keeps what it sends, so tests read the mail a person would get. */
export function createRecordingMailer() {
  const sent: MailMessage[] = [];
  let failNext = false;
  const mailer: Mailer = {
    async send(message) {
      if (failNext) {
        failNext = false;
        throw new Error('SMTP server said no');
      }
      sent.push(message);
    },
    close() {},
  };
  return {
    mailer,
    sent,
    /** The next send fails, as an unreachable SMTP server would. */
    failNextSend: () => void (failNext = true),
    /** The most recent mail to an address. */
    lastTo(to: string): MailMessage | undefined {
      return [...sent].reverse().find((message) => message.to.toLowerCase() === to.toLowerCase());
    },
    /** The token in the link of the most recent mail to an address. */
    tokenFor(to: string): string {
      const link = this.lastTo(to)?.link;
      const token = link ? new URL(link).searchParams.get('token') : null;
      if (!token) throw new Error(`no mail with a token to ${to}`);
      return token;
    },
  };
}
export type RecordingMailer = ReturnType<typeof createRecordingMailer>;

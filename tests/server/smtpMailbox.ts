// A real SMTP server on 127.0.0.1 (the smtp-server package) for the mail tests (the leads', the admin's): it takes each
// message, keeps it parsed, and can run a step between reading a message and accepting it — the
// moment the sender waits for the answer — to break something there (stop the database, kill the
// sending process).
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { adminMail } from '../../src/admin/mail.ts';
import type { PasswordMail } from '../../src/admin/passwordReset.ts';
import { readServiceUrl } from '../../src/server/serviceUrl.ts';

export class SmtpMailbox {
  received: { mail: ParsedMail; rcptTo: string[] }[] = [];
  /** Runs once a message is read, before it is accepted (250); counted in `received` already. */
  beforeAccept?: (mail: ParsedMail) => Promise<void>;
  private server?: SMTPServer;

  async listen(port = 0): Promise<number> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        simpleParser(stream)
          .then(async (mail) => {
            this.received.push({ mail, rcptTo: session.envelope.rcptTo.map((r) => r.address) });
            await this.beforeAccept?.(mail);
          })
          .then(
            () => callback(),
            (error: Error) => callback(error),
          );
      },
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    return (server.server.address() as AddressInfo).port;
  }

  /**
   * A reader of the messages received from now on: it waits until `count` have come (to `to`, when
   * given), or 10 s, and answers those that did, as recipients, subject and text.
   */
  fromNow(): (count: number, to?: string) => Promise<{ to: string[]; subject: string | undefined; text: string }[]> {
    const start = this.received.length;
    const mails = (to?: string) => this.received.slice(start).filter(({ rcptTo }) => to === undefined || rcptTo.includes(to));
    return async (count, to) => {
      for (let waited = 0; mails(to).length < count && waited < 10_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
      return mails(to).map(({ mail, rcptTo }) => ({ to: rcptTo, subject: mail.subject, text: mail.text ?? '' }));
    };
  }

  /** The Message-ID of every message received, in order. */
  messageIds(): (string | undefined)[] {
    return this.received.map(({ mail }) => mail.messageId);
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/**
 * The admin's mail (src/admin/mail.ts) to the mailbox on this port, links valid an hour; its `origin` is
 * set by the caller once the admin listens (the links are made on the admin's own address).
 */
export function loopbackAdminMail(port: number): PasswordMail {
  const smtp = readServiceUrl({ SMTP_URL: `smtp://127.0.0.1:${port}` }, 'SMTP_URL', ['smtp:'], '')!;
  const { send } = adminMail({ smtp, from: 'no-reply@a.vn', timeoutMs: 5_000, resetTtlMs: 3_600_000 });
  return { send, resetTtlMs: 3_600_000, origin: '' };
}

import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { stablePort } from './stable-port.js';
import { parseMailConfig, type MailConfig } from '../../src/config/mail-config.js';

/** A real SMTP server on this machine that keeps every message it is given. */
export interface SmtpInbox {
  readonly messages: ParsedMail[];
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  readonly url: string;
  /** Stops answering (an outage); `start` answers again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Messages sent to this address. */
  to(address: string): ParsedMail[];
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const messages: ParsedMail[] = [];
  let server: SMTPServer | null = null;
  // Stopped for an outage and started again on the same port: one no outgoing connection can take meanwhile.
  let port = await stablePort();
  const start = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, done) {
        simpleParser(stream).then(
          (mail) => (messages.push(mail), done()),
          (error: Error) => done(error),
        );
      },
    });
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(port, '127.0.0.1', () => resolve());
    });
    port = (server.server.address() as AddressInfo).port;
  };
  await start();
  const addresses = (mail: ParsedMail) => [mail.to].flat().flatMap((to) => to?.value.map((v) => v.address) ?? []);
  return {
    messages,
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
    start,
    to: (address) => messages.filter((mail) => addresses(mail).includes(address)),
  };
}

/**
 * Mail sent through `inbox` (staff alerts to `staffEmails`): at once, with no undo grace; the outbox
 * is sent when a test drains it (the poll is a minute), and a failed send is tried again quickly.
 */
export const mailThrough = (inbox: SmtpInbox, staffEmails: readonly string[] = []): MailConfig => ({
  ...parseMailConfig({ MAIL_UNDO_GRACE_MS: '0' }),
  smtpUrl: inbox.url,
  staffEmails,
  pollMs: 60_000,
  retryBaseMs: 20,
});

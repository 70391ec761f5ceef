import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

/** A message as the fake server received and parsed it. */
export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Header names in lower case, values as sent (unfolded). */
  headers: Map<string, string>;
  attachments: { filename: string | undefined; contentType: string; content: string }[];
}

/**
 * An SMTP server on loopback that speaks the real protocol (the `smtp-server` package, no TLS, no
 * login) and keeps what it receives, parsed by `mailparser`. `refuse` answers chosen recipient
 * addresses with an SMTP error, as a mail server refusing a mailbox would (5xx) or deferring it (4xx).
 */
export interface FakeSmtp {
  /** The SMTP_URL that points the app here. */
  url: string;
  mails: ReceivedMail[];
  refuse: Map<string, { code: number; message: string }>;
  /** The messages one address received. */
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
}

export async function startFakeSmtp(): Promise<FakeSmtp> {
  const mails: ReceivedMail[] = [];
  const refuse = new Map<string, { code: number; message: string }>();
  const server = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onRcptTo(address, _session, callback) {
      const refusal = refuse.get(address.address.toLowerCase());
      if (!refusal) return callback();
      return callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
    },
    onData(stream, session, callback) {
      simpleParser(stream).then((parsed) => {
        mails.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : '',
          headers: new Map(parsed.headerLines.map(({ key, line }) => [key, line.slice(line.indexOf(':') + 1).replace(/\r?\n\s+/g, ' ').trim()])),
          attachments: parsed.attachments.map((file) => ({ filename: file.filename, contentType: file.contentType, content: file.content.toString('utf8') })),
        });
        callback();
      }, callback);
    },
  });
  // A client that goes away mid-session (a server killed by the cluster soak) is not the fake's failure.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    refuse,
    to: (address) => mails.filter((mail) => mail.to.includes(address.toLowerCase())),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

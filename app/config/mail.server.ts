import nodemailer from "nodemailer";

/** A mailbox as nodemailer takes it: the name is only ever a display name, whatever characters it holds. */
export interface MailAddress {
  name: string;
  address: string;
}

/**
 * An e-mail as Rotativa writes it (contact forwarding, feed alerts). `from` and `to` are the
 * operator's settings; what a reader typed only goes into structured fields (the Reply-To
 * mailbox, the subject, the text), never into an address string a mail library would parse.
 */
export interface OutgoingMail {
  from: string;
  to: string;
  replyTo?: MailAddress;
  subject: string;
  text: string;
}

/** Something that delivers e-mail; the SMTP one below, or a fake in tests. */
export interface MailSender {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Sends through the SMTP server of SMTP_URL (smtp://user:pass@host:587 or smtps://…:465). */
export function createSmtpSender(url: string): MailSender {
  // Short timeouts: a hung mail server must not hold messages (they are retried later anyway).
  const transport = nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  return {
    async send(mail) {
      await transport.sendMail(mail);
    },
    close: () => transport.close(),
  };
}

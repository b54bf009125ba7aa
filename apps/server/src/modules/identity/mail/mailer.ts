import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { Db } from "../../../db/client.ts";
import { insertOutboxMail, markOutboxMail } from "./mail-outbox.repository.ts";

/** One e-mail: real multipart HTML and text. */
export type Mail = {
  /** The organisation whose outbox keeps it (null: none, e.g. a mail about no known person). */
  orgId: number | null;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** What it is for: invitation, reset, sign-in code… */
  purpose: string;
};

export type Mailer = {
  /** Keeps the mail in the outbox and, with an SMTP server configured, hands it over in the background. */
  send: (mail: Mail) => Promise<{ id: number }>;
  /** Resolves when every hand-over started so far has finished (tests, shutdown). */
  idle: () => Promise<void>;
  close: () => Promise<void>;
};

const pooled = (smtpUrl: string): string => {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has("pool")) url.searchParams.set("pool", "true");
  if (!url.searchParams.has("maxConnections")) url.searchParams.set("maxConnections", "3");
  return url.toString();
};

export const createMailer = (
  db: Db,
  config: { smtpUrl: string | undefined; from: string },
  logger: Logger,
): Mailer => {
  // One pool of a few connections, so a thousand invitations do not open a thousand connections.
  const transport = config.smtpUrl ? nodemailer.createTransport(pooled(config.smtpUrl)) : undefined;
  const pending = new Set<Promise<void>>();

  const deliver = async (id: number, mail: Mail) => {
    if (!transport) return;
    try {
      await transport.sendMail({
        from: config.from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
      });
      await markOutboxMail(db, id, { sentAt: new Date() });
    } catch (err) {
      logger.warn({ err, mailId: id }, "the SMTP server did not take a mail");
      await markOutboxMail(db, id, {
        error: err instanceof Error ? err.message.slice(0, 500) : "not sent",
      }).catch(() => undefined);
    }
  };

  return {
    send: async (mail) => {
      const id = await insertOutboxMail(db, {
        orgId: mail.orgId,
        toAddress: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        purpose: mail.purpose,
      });
      const job = deliver(id, mail);
      pending.add(job);
      void job.finally(() => pending.delete(job));
      return { id };
    },
    idle: async () => {
      await Promise.allSettled([...pending]);
    },
    close: async () => {
      await Promise.allSettled([...pending]);
      transport?.close();
    },
  };
};

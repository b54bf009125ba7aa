import { and, desc, eq, ilike } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { mailOutbox } from "../../../db/schema/index.ts";

export type OutboxInsert = {
  orgId: number | null;
  toAddress: string;
  subject: string;
  html: string;
  text: string;
  purpose: string;
};

export const insertOutboxMail = async (db: Db, mail: OutboxInsert): Promise<number> => {
  const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  if (!row) throw new Error("the mail could not be kept");
  return row.id;
};

export const markOutboxMail = async (
  db: Db,
  id: number,
  outcome: { sentAt: Date } | { error: string },
): Promise<void> => {
  await db.update(mailOutbox).set(outcome).where(eq(mailOutbox.id, id));
};

/** The organisation's mails, newest first. */
export const listOutboxMails = (db: Db, orgId: number, filter: { to: string | undefined; limit: number }) =>
  db
    .select({
      id: mailOutbox.id,
      toAddress: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      purpose: mailOutbox.purpose,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
      error: mailOutbox.error,
      html: mailOutbox.html,
      text: mailOutbox.text,
    })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.orgId, orgId),
        filter.to ? ilike(mailOutbox.toAddress, `%${filter.to.replace(/[\\%_]/g, "\\$&")}%`) : undefined,
      ),
    )
    .orderBy(desc(mailOutbox.id))
    .limit(filter.limit);

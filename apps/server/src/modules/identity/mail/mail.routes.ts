import type { FastifyInstance } from "fastify";
import { GetMailOutboxContract } from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import { registerContract } from "../../../lib/routes.ts";
import { listOutboxMails } from "./mail-outbox.repository.ts";

/** Registers the mail outbox. */
export const mailRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(app, ctx, GetMailOutboxContract, async ({ query, session }) => {
    const rows = await listOutboxMails(ctx.db, session.orgId, { to: query.To, limit: query.PageSize });
    return {
      Mails: rows.map((row) => ({
        Id: row.id,
        To: row.toAddress,
        Subject: row.subject,
        Purpose: row.purpose,
        CreatedOn: row.createdAt.toISOString(),
        SentOn: row.sentAt?.toISOString() ?? null,
        Error: row.error,
        Html: row.html,
        Text: row.text,
      })),
    };
  });
};

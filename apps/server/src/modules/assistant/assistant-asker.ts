import type { AppContext } from "../../context.ts";
import { PermissionsService } from "../permissions/permissions.service.ts";
import { rightHolders } from "../permissions/role-holders.service.ts";
import type { HelpLibrary } from "./assistant-engine.ts";
import { composeDeniedHtml } from "./engine/help-answer-html.ts";
import type { HelpAnswer, HelpAskContext } from "./engine/help-engine.ts";
import { rightAccess, type HelpAsker } from "./engine/help-rights.ts";

/** Who is asking: the session's organisation and role. */
export type AskerSession = { orgId: number; roleId: number };

/** The asker as the help engine sees them: the rights their role holds, checked as the server's guard checks. */
export const helpAskerOf = async (ctx: AppContext, session: AskerSession): Promise<HelpAsker> => {
  const rights = await ctx.permissions.roleRights(session.orgId, session.roleId);
  return { allows: (right) => PermissionsService.allows(rights, rightAccess(right)) };
};

/**
 * The help's answer for this asker: from an article about what their role may do, or saying plainly that their
 * role may not, naming the role and the organisation's roles that may.
 */
export const answerForAsker = async (
  ctx: AppContext,
  library: HelpLibrary,
  session: AskerSession,
  question: string,
  context: HelpAskContext | null = null,
): Promise<HelpAnswer> => {
  const answer = library.engine.answer(question, context, await helpAskerOf(ctx, session));
  if (!answer.denied) return answer;
  const denied = { ...answer.denied, ...(await rightHolders(ctx, session, answer.denied.rights)) };
  return { ...answer, denied, html: composeDeniedHtml(denied) };
};

import { defineContract } from "../shared/contract.ts";
import { HelpHandoffReplySchema, HelpHandoffRequestSchema } from "./help.schemas.ts";

export const HelpHandoffContract = defineContract({
  method: "POST",
  path: "/help/oauth-callback-ai",
  summary:
    "Sign-in hand-off to the help service: answers status 'success' when the token is the caller's session token, else 401 with detail.",
  tag: "Help",
  access: { kind: "session" },
  body: HelpHandoffRequestSchema,
  reply: HelpHandoffReplySchema,
});

import { defineContract } from "../shared/contract.ts";
import { LoginReplySchema } from "../identity/second-step.schemas.ts";
import { HealthReplySchema, LoginRequestSchema, LogoutReplySchema } from "./auth.schemas.ts";

export const LoginContract = defineContract({
  method: "POST",
  path: "/Login",
  summary:
    "Sign in with e-mail and password; answers the session user record and sets the session cookie, or, when a second step is needed, the challenge to answer with Login/VerifyOneTimePassword (no cookie yet).",
  tag: "Login",
  access: { kind: "public" },
  body: LoginRequestSchema,
  reply: LoginReplySchema,
});

/**
 * The spec's GET Login/Logout ends the session of a bearer token. A GET carrying only the session cookie may be
 * a navigation from another site, so it ends nothing (403): a browser signs out with LogoutPostContract.
 */
export const LogoutContract = defineContract({
  method: "GET",
  path: "/Login/Logout",
  summary:
    "End the session of the bearer token. A call carrying only the session cookie is refused (403): use POST.",
  tag: "Login",
  access: { kind: "public" },
  reply: LogoutReplySchema,
});

/** Signing out from the browser: a state-changing call, so the cookie needs the X-Requested-With marker. */
export const LogoutPostContract = defineContract({
  method: "POST",
  path: "/Login/Logout",
  summary:
    "End the current session (bearer token, or the session cookie with X-Requested-With: XMLHttpRequest) and clear the cookie.",
  tag: "Login",
  access: { kind: "public" },
  reply: LogoutReplySchema,
});

export const HealthContract = defineContract({
  method: "GET",
  path: "/health",
  summary: "Liveness and database check.",
  tag: "System",
  access: { kind: "public" },
  reply: HealthReplySchema,
});

import {
  LoginWithEntraIdContract,
  type LoginWithEntraIdReply,
  type LoginWithEntraIdRequest,
} from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";

/** Single-sign-on calls give up after 10 s (portal-shell §9). */
const SSO_CALL_TIMEOUT_MS = 10_000;

/**
 * POST Login/LoginWithEntraId: finishes a redirect sign-in with its e-mail and one-time ValidationToken. A
 * refusal is a StatusCode other than 0 with the server's StatusMessage; an HTTP failure throws.
 */
export const loginWithEntraId = (body: LoginWithEntraIdRequest): Promise<LoginWithEntraIdReply> =>
  callContract(LoginWithEntraIdContract, { body, timeoutMs: SSO_CALL_TIMEOUT_MS });

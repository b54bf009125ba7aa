import {
  type VerifyOneTimePasswordReply,
  type VerifyOneTimePasswordRequest,
  VerifyOneTimePasswordContract,
} from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";

/** POST Login/VerifyOneTimePassword: the second step's code; answers the session user record (and sets the cookie). */
export const verifyOneTimePassword = (
  body: VerifyOneTimePasswordRequest,
): Promise<VerifyOneTimePasswordReply> => callContract(VerifyOneTimePasswordContract, { body });

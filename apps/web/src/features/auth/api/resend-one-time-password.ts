import { type ResendOneTimePasswordReply, ResendOneTimePasswordContract } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";

/** POST Login/ResendOneTimePassword: e-mails a new code (at most once a minute; the previous code stops working). */
export const resendOneTimePassword = (challengeId: string): Promise<ResendOneTimePasswordReply> =>
  callContract(ResendOneTimePasswordContract, { body: { ChallengeId: challengeId } });

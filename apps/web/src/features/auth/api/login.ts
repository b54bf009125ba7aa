import { type LoginRequest, type SessionUserRecord, LoginContract } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";

export const login = (credentials: Pick<LoginRequest, "email" | "password">) =>
  callContract<SessionUserRecord>(LoginContract, { body: credentials });

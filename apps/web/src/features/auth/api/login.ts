import { type LoginRequest, LoginContract } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";

export const login = (credentials: Pick<LoginRequest, "email" | "password">) =>
  callContract(LoginContract, { body: credentials });

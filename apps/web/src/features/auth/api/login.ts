import type { LoginRequest, SessionUserRecord } from "@fieldstead/domain";
import { apiFetch } from "../../../lib/http.ts";

export const login = (credentials: Pick<LoginRequest, "email" | "password">) =>
  apiFetch<SessionUserRecord>("/Login", { method: "POST", body: credentials });

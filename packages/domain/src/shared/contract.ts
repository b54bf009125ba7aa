import type { z } from "zod";
import type { AccessRightTypeId } from "../permissions/permissions.enums.ts";

/**
 * Who may call an endpoint. Every contract must say it: an endpoint without an access rule does not compile.
 * - public: no session (the login family, health, docs …)
 * - session: any signed-in user of any role
 * - module: a signed-in user whose role has the module enabled at the given level or above
 */
export type Access =
  | { readonly kind: "public" }
  | { readonly kind: "session" }
  | {
      readonly kind: "module";
      readonly moduleId: number;
      readonly parentId?: number;
      readonly level: AccessRightTypeId;
    };

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type Contract = {
  readonly method: HttpMethod;
  /** Path under /api, e.g. "/Login/Logout". Matched case-insensitively. */
  readonly path: string;
  readonly summary: string;
  readonly tag: string;
  readonly access: Access;
  readonly body?: z.ZodType;
  readonly query?: z.ZodType;
  /**
   * The API version the call must be sent with (the X-Api-Version header; portal-platform §7 names six
   * fixed-asset calls of version 2). Absent: no header is needed.
   */
  readonly apiVersion?: number;
};

export const defineContract = <const C extends Contract>(contract: C): C => contract;

export type ContractBody<C extends Contract> = C["body"] extends z.ZodType ? z.output<C["body"]> : undefined;
export type ContractQuery<C extends Contract> = C["query"] extends z.ZodType
  ? z.output<C["query"]>
  : undefined;

/** The result-code envelope of replies that carry StatusCode (success is 0). */
export type StatusReply = { StatusCode: number; StatusMessage: string };

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

/**
 * A reply that is not JSON — a file (a download, an image) or a stream of events — documented by its media
 * type. JSON replies are described by a zod schema instead.
 */
export type RawReply = { readonly kind: "raw"; readonly mediaType: string; readonly description: string };

export const rawReply = (mediaType: string, description: string): RawReply => ({
  kind: "raw",
  mediaType,
  description,
});

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
   * What a successful call answers: a zod schema for JSON (the server checks the handler's return type against
   * it, serialises with it and documents it), or a raw reply (a file or a stream). Every contract says it.
   */
  readonly reply: z.ZodType | RawReply;
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

/** A contract that describes its JSON reply: its calls answer that reply's type. */
export type RepliedContract = Contract & { readonly reply: z.ZodType };

/** What a successful call answers, as the caller receives it (unknown for a raw reply or a contract without one). */
export type ContractReply<C extends Contract> = C["reply"] extends z.ZodType ? z.output<C["reply"]> : unknown;

/** The result-code envelope of replies that carry StatusCode (success is 0). */
export type StatusReply = { StatusCode: number; StatusMessage: string };

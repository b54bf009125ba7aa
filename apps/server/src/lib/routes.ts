import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  API_VERSION_HEADER,
  type Contract,
  type ContractBody,
  type ContractQuery,
  type ContractReply,
  type RawReply,
} from "@fieldstead/domain";
import type { AppContext } from "../context.ts";
import type { ActiveSession } from "../plugins/session-store.ts";
import { createGuard, requireSession } from "../plugins/auth.ts";
import { invalidField } from "./errors.ts";
import { refuseUnstorableText } from "./request-text.ts";

/**
 * The caller's session as a handler sees it: always there behind a guarded contract (the guard has refused the
 * call otherwise), and only when the caller happens to be signed in on a public one.
 */
export type RouteSession<C extends Contract> = C["access"] extends { kind: "public" }
  ? ActiveSession | undefined
  : ActiveSession;

export type RouteInput<C extends Contract> = {
  body: ContractBody<C>;
  query: ContractQuery<C>;
  session: RouteSession<C>;
  request: FastifyRequest;
  reply: FastifyReply;
};

/**
 * What a handler may answer: the contract's reply (checked against its schema at compile time, and serialised
 * with it), or the Fastify reply it has sent itself (a file, a stream, a status of its own).
 */
export type HandlerReply<C extends Contract> = C["reply"] extends z.ZodType
  ? ContractReply<C> | FastifyReply
  : unknown;

/** The route's response schema: the JSON reply's zod schema, or a raw reply's media type (a file, a stream). */
const responseSchema = (contract: Contract) => {
  const { reply } = contract;
  if ((reply as Partial<RawReply>).kind === "raw" && "mediaType" in reply)
    return {
      response: {
        200: { description: reply.description, content: { [reply.mediaType]: { schema: z.string() } } },
      },
    };
  return { response: { 200: reply } };
};

/**
 * A call of a versioned contract must say the version in its header (portal-platform §7: six fixed-asset calls
 * add the API-version-2 header); anything else is a 400 naming the header. Checked after the access guard, so a
 * caller without the right still gets 401/403 first.
 */
const checkApiVersion = (contract: Contract, request: FastifyRequest): void => {
  if (contract.apiVersion === undefined) return;
  const sent = request.headers[API_VERSION_HEADER.toLowerCase()];
  if (sent !== String(contract.apiVersion))
    throw invalidField(
      API_VERSION_HEADER,
      `this call needs the header ${API_VERSION_HEADER}: ${contract.apiVersion}`,
    );
};

/**
 * Registers a route from its contract: path under /api, zod schemas, the access guard, the API version, and
 * the refusal of texts no database can store.
 */
export const registerContract = <C extends Contract>(
  app: FastifyInstance,
  ctx: AppContext,
  contract: C,
  handler: (input: RouteInput<C>) => Promise<HandlerReply<C>>,
): void => {
  ctx.contracts.push(contract);
  app.route({
    method: contract.method,
    url: `/api${contract.path}`,
    schema: {
      summary: contract.summary,
      tags: [contract.tag],
      ...(contract.body ? { body: contract.body } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...responseSchema(contract),
      ...(contract.access.kind === "public" ? {} : { security: [{ bearerAuth: [] }, { cookieAuth: [] }] }),
      ...(contract.apiVersion === undefined
        ? {}
        : { description: `Send the header ${API_VERSION_HEADER}: ${contract.apiVersion}.` }),
    },
    config: { access: contract.access },
    onRequest: createGuard(ctx, contract.access),
    preValidation: [
      async (request: FastifyRequest) => checkApiVersion(contract, request),
      refuseUnstorableText,
    ],
    handler: async (request, reply) =>
      handler({
        body: request.body as ContractBody<C>,
        query: request.query as ContractQuery<C>,
        session: (contract.access.kind === "public"
          ? (request.session ?? undefined)
          : requireSession(request)) as RouteSession<C>,
        request,
        reply,
      }),
  });
};

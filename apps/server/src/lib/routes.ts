import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { API_VERSION_HEADER, type Contract, type ContractBody, type ContractQuery } from "@fieldstead/domain";
import type { AppContext } from "../context.ts";
import { createGuard } from "../plugins/auth.ts";
import { invalidField } from "./errors.ts";

export type RouteInput<C extends Contract> = {
  body: ContractBody<C>;
  query: ContractQuery<C>;
  request: FastifyRequest;
  reply: FastifyReply;
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

/** Registers a route from its contract: path under /api, zod schemas, the access guard and the API version. */
export const registerContract = <C extends Contract>(
  app: FastifyInstance,
  ctx: AppContext,
  contract: C,
  handler: (input: RouteInput<C>) => Promise<unknown>,
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
      ...(contract.access.kind === "public" ? {} : { security: [{ bearerAuth: [] }, { cookieAuth: [] }] }),
      ...(contract.apiVersion === undefined
        ? {}
        : { description: `Send the header ${API_VERSION_HEADER}: ${contract.apiVersion}.` }),
    },
    config: { access: contract.access },
    onRequest: createGuard(ctx, contract.access),
    ...(contract.apiVersion === undefined
      ? {}
      : { preValidation: async (request: FastifyRequest) => checkApiVersion(contract, request) }),
    handler: async (request, reply) =>
      handler({
        body: request.body as ContractBody<C>,
        query: request.query as ContractQuery<C>,
        request,
        reply,
      }),
  });
};

import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Contract, ContractBody, ContractQuery } from "@fieldstead/domain";
import type { AppContext } from "../context.ts";
import { createGuard } from "../plugins/auth.ts";

export type RouteInput<C extends Contract> = {
  body: ContractBody<C>;
  query: ContractQuery<C>;
  request: FastifyRequest;
  reply: FastifyReply;
};

/** Registers a route from its contract: path under /api, zod schemas, and the access guard. */
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
    },
    config: { access: contract.access },
    onRequest: createGuard(ctx, contract.access),
    handler: async (request, reply) =>
      handler({
        body: request.body as ContractBody<C>,
        query: request.query as ContractQuery<C>,
        request,
        reply,
      }),
  });
};

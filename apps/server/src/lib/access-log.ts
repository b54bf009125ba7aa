import { LogController, type FastifyReply, type FastifyRequest } from "fastify";

/** A request slower than this is worth a line in the normal (info) log. */
export const SLOW_REQUEST_MS = 1_000;

/**
 * The access log: every request at debug (a busy portal would otherwise write a line per call), a slow one
 * (over a second) at info, a failed one (5xx, or an error while answering) at warn. Fastify's other internal
 * lines (errors, a route not found…) keep their levels.
 */
export class AccessLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, "incoming request");
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const responseTime = Math.round(reply.elapsedTime);
    const entry = { req: request, res: { statusCode: reply.statusCode }, responseTime };
    if (error) reply.log.warn({ ...entry, err: error }, "request errored");
    else if (reply.statusCode >= 500) reply.log.warn(entry, "request failed");
    else if (responseTime > SLOW_REQUEST_MS) reply.log.info(entry, "slow request");
    else reply.log.debug(entry, "request completed");
  }
}

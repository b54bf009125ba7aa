import type { FastifyRequest } from "fastify";
import { UNSTORABLE_TEXT_MESSAGE, findUnstorableText } from "@fieldstead/domain";
import { invalidField } from "./errors.ts";

/**
 * Refuses a request whose path parameters, query or body hold a text with U+0000 or an unpaired surrogate,
 * with a 400 naming the field ('Name', 'Locations.3.Name'). Runs on every route before its schema, so no
 * such text reaches a service, the database or a log.
 */
export const refuseUnstorableText = async (request: FastifyRequest): Promise<void> => {
  const parts: [string, unknown][] = [
    ["params", request.params],
    ["query", request.query],
    ["body", request.body],
  ];
  for (const [part, value] of parts) {
    const path = findUnstorableText({ value });
    if (path) throw invalidField(path.length > 0 ? path.join(".") : part, UNSTORABLE_TEXT_MESSAGE);
  }
};

import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  ConvertEncryptedStringToDecryptedStringContract,
  ConvertStringToEncryptedStringContract,
  ENCRYPTION_INPUT_MAX,
  ENCRYPTION_SCHEME,
  GetParamsKeysContract,
  ResultCode,
  SEALED_ADDRESS_PARAMS,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import { AppError } from "../../../lib/errors.ts";
import { registerContract } from "../../../lib/routes.ts";
import { createMemoryCounter } from "../../auth/login-limiter.ts";
import { SEALED_FORMAT_VERSION } from "./encryption.ts";

/**
 * The label the helpers' key is derived under. These calls are open to anyone, so they never use the key of
 * stored secrets (authenticator secrets, single sign-on client secrets): a stolen secret cannot be opened here.
 */
export const PUBLIC_HELPERS_KEY_LABEL = "shared-encryption-helpers";

/** Calls of the helpers per client address and minute, counted in this process. */
export const ENCRYPTION_HELPER_LIMIT = { perAddress: 120, windowMs: 60_000 } as const;

const notSealed = () =>
  new AppError("INVALID_REQUEST", {
    message: "inputParam is not a valid encrypted value.",
    fields: [{ field: "inputParam", message: "is not a valid encrypted value" }],
  });

/** Registers the encryption helpers: seal, open, and what is sealed how. */
export const encryptionRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  const sealer = ctx.encryption.derive(PUBLIC_HELPERS_KEY_LABEL);
  const calls = createMemoryCounter(ENCRYPTION_HELPER_LIMIT.windowMs, () => ctx.now().getTime());
  const countCall = async (request: FastifyRequest) => {
    const attempt = await calls.take([
      { key: `encryption-helpers:${request.ip}`, limit: ENCRYPTION_HELPER_LIMIT.perAddress },
    ]);
    if (!attempt.isAllowed)
      throw new AppError("TOO_MANY_ATTEMPTS", {
        message: "Too many requests. Try again later.",
        headers: { "retry-after": String(attempt.retryAfterSeconds) },
      });
  };

  registerContract(app, ctx, ConvertStringToEncryptedStringContract, async ({ query, request }) => {
    await countCall(request);
    return {
      StatusCode: ResultCode.Success,
      StatusMessage: "Success",
      Result: await sealer.encrypt(query.inputParam),
    };
  });

  registerContract(app, ctx, ConvertEncryptedStringToDecryptedStringContract, async ({ query, request }) => {
    await countCall(request);
    const plain = await sealer.decrypt(query.inputParam.trim());
    if (plain === null) throw notSealed();
    return { StatusCode: ResultCode.Success, StatusMessage: "Success", Result: plain };
  });

  registerContract(app, ctx, GetParamsKeysContract, async ({ request }) => {
    await countCall(request);
    return {
      StatusCode: ResultCode.Success,
      StatusMessage: "Success",
      Scheme: ENCRYPTION_SCHEME,
      Encoding: "base64url" as const,
      FormatVersion: SEALED_FORMAT_VERSION,
      MaxInputLength: ENCRYPTION_INPUT_MAX,
      ParamsKeys: [...SEALED_ADDRESS_PARAMS],
    };
  });
};

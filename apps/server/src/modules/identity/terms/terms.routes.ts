import type { FastifyInstance } from "fastify";
import {
  GetCurrentTermsContract,
  GetDefaultTermsContract,
  GetTermsAcceptanceContract,
  PreviewTermsContract,
  PublishTermsContract,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import { registerContract } from "../../../lib/routes.ts";
import {
  getCurrentTerms,
  getDefaultTerms,
  getTermsAcceptance,
  previewTerms,
  publishTerms,
} from "./terms.service.ts";

/** Registers the terms of use: read (the organisation's or the default), where the caller stands, publish. */
export const termsRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(app, ctx, GetCurrentTermsContract, async ({ session }) => getCurrentTerms(ctx, session));
  registerContract(app, ctx, GetDefaultTermsContract, async () => getDefaultTerms());
  registerContract(app, ctx, GetTermsAcceptanceContract, async ({ session }) =>
    getTermsAcceptance(ctx, session),
  );
  registerContract(app, ctx, PublishTermsContract, async ({ body, session }) =>
    publishTerms(ctx, session, body.BodyMarkdown),
  );
  registerContract(app, ctx, PreviewTermsContract, async ({ body }) => previewTerms(body.BodyMarkdown));
};

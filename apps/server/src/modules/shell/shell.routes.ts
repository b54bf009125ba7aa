import type { FastifyInstance } from "fastify";
import { GetClientConfigContract, type ClientConfig } from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { registerContract } from "../../lib/routes.ts";

export const clientConfig = (ctx: AppContext): ClientConfig => {
  const c = ctx.config.client;
  return {
    CompanyName: ctx.config.companyName,
    Environment: c.environment,
    LoggingEnabled: c.loggingEnabled,
    InfoLogsEnabled: c.infoLogsEnabled,
    HelpUrl: c.helpUrl,
    TermsUrl: c.termsUrl,
    PoliciesUrl: c.policiesUrl,
    ContactUsUrl: c.contactUsUrl,
    HelpdeskUrl: c.helpdeskUrl,
    AiHelpUrl: c.aiHelpUrl,
    AssistantName: ctx.config.assistant.name,
    AssistantModel: ctx.config.assistant.model,
  };
};

export const shellRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(app, ctx, GetClientConfigContract, async () => clientConfig(ctx));
};

import { defineContract } from "../shared/contract.ts";
import { ClientConfigSchema } from "./shell.schemas.ts";

export const GetClientConfigContract = defineContract({
  method: "GET",
  path: "/shared/GetClientConfig",
  summary: "The web app's runtime configuration (links, company name, client logging); no session needed.",
  tag: "Shared",
  access: { kind: "public" },
  reply: ClientConfigSchema,
});

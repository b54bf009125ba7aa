import { defineContract } from "../shared/contract.ts";

/** The web app's runtime configuration: what the shell links to and whether it logs (portal-platform §7.4). */
export type ClientConfig = {
  /** The company named in the copyright lines. */
  CompanyName: string;
  /** 'production' or 'development' (portal-platform §9: the log entries' environment name). */
  Environment: "production" | "development";
  /** The client log is sent to Logs/LogExternalBatch only when this is on. */
  LoggingEnabled: boolean;
  /** INFO entries are off by default (portal-platform §9). */
  InfoLogsEnabled: boolean;
  /** The footer's help link. */
  HelpUrl: string;
  /** Terms of use (footer and profile menu). */
  TermsUrl: string;
  /** The full policies, linked from the 'Policy Update Notice'. */
  PoliciesUrl: string;
  /** The external contact-us page, opened in a new tab from the profile menu. */
  ContactUsUrl: string;
  /** The helpdesk, opened in the same tab after single sign-on. */
  HelpdeskUrl: string;
  /** The AI help site, opened in a new tab after the sign-in hand-off. */
  AiHelpUrl: string;
  /** The assistant's name (default "Athena"). */
  AssistantName: string;
  /** The assistant's model label, shown and sent with feedback. */
  AssistantModel: string;
};

export const GetClientConfigContract = defineContract({
  method: "GET",
  path: "/shared/GetClientConfig",
  summary: "The web app's runtime configuration (links, company name, client logging); no session needed.",
  tag: "Shared",
  access: { kind: "public" },
});

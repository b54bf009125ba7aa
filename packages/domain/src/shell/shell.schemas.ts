import { z } from "zod";

/** The web app's runtime configuration: what the shell links to and whether it logs (portal-platform §7.4). */
export const ClientConfigSchema = z.object({
  /** The company named in the copyright lines. */
  CompanyName: z.string(),
  /** The environment name every client log entry carries: 'production' or 'development' (portal-platform §9). */
  Environment: z.enum(["production", "development"]),
  /** The client log is sent to Logs/LogExternalBatch only when this is on. */
  LoggingEnabled: z.boolean(),
  /** INFO entries are off by default (portal-platform §9). */
  InfoLogsEnabled: z.boolean(),
  /** The footer's help link. */
  HelpUrl: z.string(),
  /** Terms of use (footer and profile menu). */
  TermsUrl: z.string(),
  /** The full policies, linked from the 'Policy Update Notice'. */
  PoliciesUrl: z.string(),
  /** The external contact-us page, opened in a new tab from the profile menu. */
  ContactUsUrl: z.string(),
  /** The helpdesk, opened in the same tab after single sign-on. */
  HelpdeskUrl: z.string(),
  /** The AI help site, opened in a new tab after the sign-in hand-off. */
  AiHelpUrl: z.string(),
  /** The assistant's name (default "Athena"). */
  AssistantName: z.string(),
  /** The assistant's model label, shown and sent with feedback. */
  AssistantModel: z.string(),
});
export type ClientConfig = z.infer<typeof ClientConfigSchema>;

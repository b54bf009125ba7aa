import { z } from "zod";
import { CallerEchoSchema } from "../shared/request.schemas.ts";
import {
  EnvironmentKindSchema,
  OrganisationTypeSchema,
} from "../organisations/organisations.enum-schemas.ts";

export const UpdateEmployeeCookiesRequestSchema = CallerEchoSchema.extend({
  IsCookiesSaved: z.union([z.boolean(), z.literal("true"), z.literal("false")], {
    error: "IsCookiesSaved must be true or false",
  }),
  /** The terms version the person was shown and accepts; without it, the organisation's current one. */
  TermsVersion: z
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .optional(),
}).transform((body) => ({
  ...body,
  IsCookiesSaved: body.IsCookiesSaved === true || body.IsCookiesSaved === "true",
}));
export type UpdateEmployeeCookiesRequest = z.infer<typeof UpdateEmployeeCookiesRequestSchema>;

/**
 * One entry of the landing-page modules reply (the modules of the user's role), from which the top menu is built:
 * its id and parent, names, comma-separated Url list, how it opens, and its access type (portal-shell §3).
 */
export const ModuleEntrySchema = z.object({
  ModuleId: z.number().int(),
  ParentId: z.number().int().nullable(),
  ModuleName: z.string(),
  AlternateName: z.string().nullable(),
  Url: z.string(),
  ParsedURL: z.string(),
  ParsedURLParts: z.array(z.string()),
  IsNewTab: z.boolean(),
  IsExternalUrl: z.boolean(),
  HasSubCategories: z.boolean(),
  Enabled: z.boolean(),
  AccessRightTypeId: z.number().int(),
  /** The level the role holds the module at: 1 read-only, 2 read-write (operations need 2 to be used). */
  GrantedAccessRightTypeId: z.number().int(),
});
export type ModuleEntry = z.infer<typeof ModuleEntrySchema>;

export const LandingPageModulesReplySchema = z.object({
  ShowChatBot: z.boolean(),
  ShowAiLandingPage: z.boolean(),
  Modules: z.array(ModuleEntrySchema),
  CountryISO: z.string(),
  KmzFile: z.string().nullable(),
  /** The organisation's environment (development, QA, UAT, production, demo1, demo2): gates billing and the carousel. */
  Environment: EnvironmentKindSchema,
  /** The organisation's type (Field 1, Enterprise 2, Vendor 3): a production Enterprise gets the carousel. */
  OrganisationTypeId: OrganisationTypeSchema,
});
export type LandingPageModulesReply = z.infer<typeof LandingPageModulesReplySchema>;

/** Employee/UpdateEmployeeCookies: the terms acceptance is saved. */
export const UpdateEmployeeCookiesReplySchema = z.object({
  StatusCode: z.number().int(),
  StatusMessage: z.string(),
});
export type UpdateEmployeeCookiesReply = z.infer<typeof UpdateEmployeeCookiesReplySchema>;

/** shared/GetDataFormats: the organisation's date and date-time display formats. */
export const DataFormatsReplySchema = z.object({ DateFormat: z.string(), DateTimeFormat: z.string() });
export type DataFormatsReply = z.infer<typeof DataFormatsReplySchema>;

import { z } from "zod";
import { CallerEchoSchema } from "../shared/request.schemas.ts";
import type { EnvironmentKindValue, OrganisationTypeValue } from "../organisations/organisations.enums.ts";

export const UpdateEmployeeCookiesRequestSchema = CallerEchoSchema.extend({
  IsCookiesSaved: z.union([z.boolean(), z.literal("true"), z.literal("false")], {
    error: "IsCookiesSaved must be true or false",
  }),
}).transform((body) => ({
  ...body,
  IsCookiesSaved: body.IsCookiesSaved === true || body.IsCookiesSaved === "true",
}));
export type UpdateEmployeeCookiesRequest = z.infer<typeof UpdateEmployeeCookiesRequestSchema>;

/** Module entry of the landing-page modules response (portal-shell §3). */
export type ModuleEntry = {
  ModuleId: number;
  ParentId: number | null;
  ModuleName: string;
  AlternateName: string | null;
  Url: string;
  ParsedURL: string;
  ParsedURLParts: string[];
  IsNewTab: boolean;
  IsExternalUrl: boolean;
  HasSubCategories: boolean;
  Enabled: boolean;
  AccessRightTypeId: number;
  /** The level the role holds the module at: 1 read-only, 2 read-write (operations need 2 to be used). */
  GrantedAccessRightTypeId: number;
};

export type LandingPageModulesReply = {
  ShowChatBot: boolean;
  ShowAiLandingPage: boolean;
  Modules: ModuleEntry[];
  CountryISO: string;
  KmzFile: string | null;
  /** The organisation's environment (development, QA, UAT, production, demo1, demo2): gates billing and the carousel. */
  Environment: EnvironmentKindValue;
  /** The organisation's type (Field 1, Enterprise 2, Vendor 3): a production Enterprise gets the carousel. */
  OrganisationTypeId: OrganisationTypeValue;
};

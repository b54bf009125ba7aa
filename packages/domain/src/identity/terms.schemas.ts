import { z } from "zod";
import { TERMS_BODY_MAX } from "./terms.rules.ts";

/** Terms/Publish and Terms/Preview: the Markdown text of the terms. */
export const TermsBodyRequestSchema = z.object({
  BodyMarkdown: z
    .string({ error: (issue) => (issue.input === undefined ? "is required" : "must be text") })
    .refine((text) => text.trim().length > 0, "is required")
    .refine((text) => text.length <= TERMS_BODY_MAX, "is at most 100,000 characters"),
});
export type TermsBodyRequest = z.infer<typeof TermsBodyRequestSchema>;

/** One version of the terms, as the terms page shows it. */
export const TermsReplySchema = z.object({
  Version: z.number().int(),
  BodyMarkdown: z.string(),
  /** The text as safe HTML (headings, lists, emphasis, links to the web or the help; nothing that runs). */
  Html: z.string(),
  /** ISO time of publication; null for the product's default text. */
  PublishedOn: z.string().nullable(),
  /** Who published it (full name); null for the default text or a person since removed. */
  PublishedBy: z.string().nullable(),
  /** True while the organisation has published no terms of its own. */
  IsDefault: z.boolean(),
});
export type TermsReply = z.infer<typeof TermsReplySchema>;

/** Terms/GetAcceptance: what the terms prompt needs at each page load. */
export const TermsAcceptanceReplySchema = z.object({
  /** The organisation's current version. */
  TermsVersion: z.number().int(),
  /** The version the caller last accepted (0: never). */
  TermsAcceptedVersion: z.number().int(),
  IsCookiesSaved: z.boolean(),
  /** ISO time of the caller's first acceptance, or null. */
  TermsAcceptedOn: z.string().nullable(),
});
export type TermsAcceptanceReply = z.infer<typeof TermsAcceptanceReplySchema>;

export const PublishTermsReplySchema = z.object({
  StatusCode: z.number().int(),
  StatusMessage: z.string(),
  Version: z.number().int(),
  PublishedOn: z.string(),
});
export type PublishTermsReply = z.infer<typeof PublishTermsReplySchema>;

export const TermsPreviewReplySchema = z.object({ Html: z.string() });
export type TermsPreviewReply = z.infer<typeof TermsPreviewReplySchema>;

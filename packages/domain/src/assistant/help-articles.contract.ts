import { z } from "zod";
import { defineContract } from "../shared/contract.ts";
import { HelpArticleReplySchema, HelpArticlesReplySchema } from "./assistant.schemas.ts";

export const HelpArticleQuerySchema = z.object({
  slug: z
    .string({ error: "slug is required." })
    .trim()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "slug must be lower-case words joined by hyphens.")
    .max(120, "slug must be at most 120 characters."),
});

export const HelpArticlesContract = defineContract({
  method: "GET",
  path: "/help/articles",
  summary: "Every help article (slug, title, category, keywords), for the help page.",
  tag: "Help",
  access: { kind: "session" },
  reply: HelpArticlesReplySchema,
});

export const HelpArticleContract = defineContract({
  method: "GET",
  path: "/help/article",
  summary: "One help article as safe HTML, with the articles it links to.",
  tag: "Help",
  access: { kind: "session" },
  query: HelpArticleQuerySchema,
  reply: HelpArticleReplySchema,
});

import { defineContract } from "../shared/contract.ts";
import {
  HelpArticleQuerySchema,
  HelpArticleReplySchema,
  HelpArticlesReplySchema,
} from "./assistant.schemas.ts";

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

import { useQuery } from "@tanstack/react-query";
import { HelpArticleContract, type HelpArticleReply } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { HELP_KEY } from "./get-help-articles.ts";

/** GET /api/help/article?slug=: one article as safe HTML with the articles it links to (404 when unknown). */
export const getHelpArticle = (slug: string): Promise<HelpArticleReply> =>
  callContract(HelpArticleContract, { query: { slug }, isSilent: true });

/** An article does not change while the tab is open: going back to one shows it at once. */
export const helpArticleQuery = (slug: string) => ({
  queryKey: [...HELP_KEY, "article", slug] as const,
  queryFn: () => getHelpArticle(slug),
  staleTime: Infinity,
});

export const useHelpArticle = (slug: string, isEnabled = true) =>
  useQuery({ ...helpArticleQuery(slug), enabled: isEnabled });

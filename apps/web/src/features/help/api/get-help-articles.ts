import { useQuery } from "@tanstack/react-query";
import { HelpArticlesContract, type HelpArticlesReply } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";

/** Every help article's read is under this key. */
export const HELP_KEY = ["help"] as const;

/** GET /api/help/articles: every article's slug, title, category and keywords, sorted by title. */
export const getHelpArticles = (): Promise<HelpArticlesReply> =>
  callContract(HelpArticlesContract, { isSilent: true });

/** The articles ship with the product: they do not change while the tab is open. */
export const helpArticlesQuery = {
  queryKey: [...HELP_KEY, "articles"] as const,
  queryFn: getHelpArticles,
  staleTime: Infinity,
  gcTime: Infinity,
};

export const useHelpArticles = (isEnabled = true) => useQuery({ ...helpArticlesQuery, enabled: isEnabled });

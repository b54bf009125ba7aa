import type { FastifyInstance } from "fastify";
import {
  HelpArticleContract,
  HelpArticlesContract,
  type HelpArticleReply,
  type HelpArticlesReply,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../lib/errors.ts";
import { registerContract } from "../../lib/routes.ts";
import { helpLibrary } from "./assistant-engine.ts";
import { articleLinks } from "./engine/help-articles.ts";
import { renderHelpMarkdown } from "./engine/help-markdown.ts";

/** The help page's calls: the list of articles and one article to read. */
export const assistantHelpArticlesRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(app, ctx, HelpArticlesContract, async () => {
    const { articles } = await helpLibrary(ctx.config.assistant.helpDir);
    const reply: HelpArticlesReply = {
      articles: articles
        .map(({ slug, title, category, keywords }) => ({ slug, title, category, keywords }))
        .sort((a, b) => a.title.localeCompare(b.title)),
    };
    return reply;
  });

  registerContract(app, ctx, HelpArticleContract, async ({ query }) => {
    const { articles } = await helpLibrary(ctx.config.assistant.helpDir);
    const article = articles.find((a) => a.slug === query.slug);
    if (!article) throw new AppError("NOT_FOUND");
    const bySlug = new Map(articles.map((a) => [a.slug, a]));
    const reply: HelpArticleReply = {
      slug: article.slug,
      title: article.title,
      category: article.category,
      // The page shows the title itself; the article's sections ("##") are its headings (h3).
      html: renderHelpMarkdown(article.markdown.replace(/^\s*#\s[^\n]*\n?/, ""), { headingLevel: 2 }),
      related: articleLinks(article).flatMap((slug) => {
        const linked = bySlug.get(slug);
        return linked && linked.slug !== article.slug ? [{ slug, title: linked.title }] : [];
      }),
    };
    return reply;
  });
};

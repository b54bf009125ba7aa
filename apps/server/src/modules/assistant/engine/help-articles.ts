import { readdir, readFile } from "node:fs/promises";
import { basename, join } from "node:path";
import { AssistantPageCategory, type AssistantPageCategoryValue } from "@fieldstead/domain";
import { linkedSlug, markdownToPlainText } from "./help-markdown.ts";
import { parseHelpRights, type HelpRight } from "./help-rights.ts";

/** One "## Heading" part of an article: its Markdown and the same as plain text (list markers kept). */
export type HelpSection = { heading: string; text: string; markdown: string };

export type HelpArticle = {
  slug: string;
  title: string;
  category: AssistantPageCategoryValue;
  keywords: string[];
  roles: string[];
  /** The rights its task needs, any one of them ("right:" in the front matter); none: everyone may do it. */
  rights: HelpRight[];
  /** What the right lets one do, to finish "Your role cannot …" ("action: create work orders"). */
  action?: string;
  /** The whole Markdown body, without the front matter. */
  markdown: string;
  /** The Markdown between the title and the first section. */
  intro: string;
  sections: HelpSection[];
};

/** An article that cannot be read; the message starts with its file name. */
export class HelpArticleError extends Error {
  override readonly name = "HelpArticleError";
}

const CATEGORIES = new Set<string>(Object.values(AssistantPageCategory));
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

const readFrontMatter = (file: string, block: string): Map<string, string> => {
  const fields = new Map<string, string>();
  for (const line of block.split(/\r?\n/)) {
    if (line.trim() === "" || line.trim().startsWith("#")) continue;
    const match = /^([A-Za-z]+)\s*:\s*(.*)$/.exec(line);
    if (!match)
      throw new HelpArticleError(`${file}: front matter line "${line.trim()}" is not "name: value".`);
    // A value may carry a trailing comment ("category: workorder   # …").
    fields.set(match[1]!.toLowerCase(), match[2]!.replace(/\s+#.*$/, "").trim());
  }
  return fields;
};

const list = (value: string | undefined): string[] =>
  (value ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part.length > 0);

const splitSections = (body: string): { intro: string; sections: HelpSection[] } => {
  const parts = body.split(/^##(?!#)\s+/m);
  const intro = parts[0]!.replace(/^#(?!#)\s+.*$/m, "").trim();
  const sections = parts.slice(1).map((part) => {
    const newline = part.indexOf("\n");
    const heading = (newline === -1 ? part : part.slice(0, newline)).replace(/\s*#*\s*$/, "").trim();
    const markdown = newline === -1 ? "" : part.slice(newline + 1).trim();
    return { heading, markdown, text: markdownToPlainText(markdown) };
  });
  return { intro, sections };
};

/** Reads one article from its file's text; `file` names it in any error ("create-a-work-order.md"). */
export const parseHelpArticle = (file: string, source: string): HelpArticle => {
  const slug = basename(file).replace(/\.md$/, "");
  const front = FRONT_MATTER.exec(source);
  if (!front)
    throw new HelpArticleError(`${file}: the article does not start with front matter between "---" lines.`);
  const fields = readFrontMatter(file, front[1]!);
  const body = source.slice(front[0].length).trim();
  const heading = /^#(?!#)\s+(.+)$/m.exec(body)?.[1]?.trim();
  const title = fields.get("title") || heading;
  if (!title) throw new HelpArticleError(`${file}: the article has no title.`);
  const category = fields.get("category") ?? "";
  if (!CATEGORIES.has(category))
    throw new HelpArticleError(
      `${file}: category "${category}" is not one of ${[...CATEGORIES].join(", ")}.`,
    );
  const keywords = list(fields.get("keywords"));
  if (keywords.length === 0) throw new HelpArticleError(`${file}: the article has no keywords.`);
  const { intro, sections } = splitSections(body);
  if (intro === "" && sections.length === 0) throw new HelpArticleError(`${file}: the article has no text.`);
  const rights = parseHelpRights(fields.get("right") ?? "");
  if ("error" in rights) throw new HelpArticleError(`${file}: ${rights.error}.`);
  const action = fields.get("action") || undefined;
  if (rights.length > 0 && !action)
    throw new HelpArticleError(
      `${file}: an article with a right needs an action ("action: create work orders").`,
    );
  return {
    slug,
    title,
    category: category as AssistantPageCategoryValue,
    keywords,
    roles: list(fields.get("roles")),
    rights,
    ...(action ? { action } : {}),
    markdown: body,
    intro,
    sections,
  };
};

/** The slugs an article links to ("[Text](other-slug.md)"). */
export const articleLinks = (article: HelpArticle): string[] => {
  const slugs = [...article.markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => linkedSlug(m[1]!));
  return [...new Set(slugs.filter((slug): slug is string => slug !== undefined))];
};

/** An article's file name is its slug: lower-case words joined by hyphens (a README is not an article). */
const ARTICLE_FILE = /^[a-z0-9]+(-[a-z0-9]+)*\.md$/;

/** Every article in a folder (its `*.md` files), by slug; one that cannot be read is an error naming it. */
export const loadHelpArticles = async (dir: string): Promise<HelpArticle[]> => {
  const files = (await readdir(dir)).filter((name) => ARTICLE_FILE.test(name)).sort();
  return Promise.all(
    files.map(async (file) => parseHelpArticle(file, await readFile(join(dir, file), "utf8"))),
  );
};

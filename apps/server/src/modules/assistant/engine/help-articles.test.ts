import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { AssistantPageCategory } from "@fieldstead/domain";
import { articleLinks, loadHelpArticles, parseHelpArticle } from "./help-articles.ts";
import { TEST_ARTICLE_SOURCES } from "./help-test-articles.ts";

const HELP_DIR = join(import.meta.dirname, "..", "..", "..", "..", "..", "..", "docs", "help");
const SOURCE = TEST_ARTICLE_SOURCES["create-a-work-order.md"]!;

describe("an article", () => {
  it("is read into its front matter, opening paragraph and sections", () => {
    const article = parseHelpArticle("create-a-work-order.md", SOURCE);
    expect(article).toMatchObject({
      slug: "create-a-work-order",
      title: "Create a work order",
      category: "workorder",
      keywords: ["work order", "new task", "raise a job", "create"],
      roles: ["Administrator", "Facility Manager"],
      intro: "A work order asks someone to do a piece of work. Start from **Task Operations** in the menu.",
    });
    expect(article.sections.map((s) => s.heading)).toEqual(["Steps", "Good to know"]);
    expect(article.sections[0]!.text).toBe(
      [
        "1. Click Create work order.",
        "2. Type a Title and pick the Location where the work is done.",
        "3. Click Save. The work order opens with the status Not Started.",
      ].join("\n"),
    );
    expect(articleLinks(article)).toEqual(["assign-a-work-order"]);
  });

  it.each([
    ["TaskOperations > TaskCreate", [{ moduleId: 1050, parentId: 2, level: 2 }]],
    ["Leases (read-only)", [{ moduleId: 6, parentId: 0, level: 1 }]],
    [
      "Locations > LocationBulkCreate or FixedAssets > AssetBulkCreate",
      [
        { moduleId: 1011, parentId: 4, level: 2 },
        { moduleId: 1032, parentId: 7, level: 2 },
      ],
    ],
  ])("reads the right %j from its front matter", (right, expected) => {
    const article = parseHelpArticle("x.md", SOURCE.replace("TaskOperations > TaskCreate", right));
    expect(article.rights.map(({ moduleId, parentId, level }) => ({ moduleId, parentId, level }))).toEqual(
      expected,
    );
    expect(article.action).toBe("create work orders");
  });

  it("without a right is for everyone", () => {
    const article = parseHelpArticle("x.md", SOURCE.replace(/right: .*\n/, "").replace(/action: .*\n/, ""));
    expect(article.rights).toEqual([]);
  });

  it.each([
    ["no front matter", "# Title\n\ntext", "does not start with front matter"],
    [
      "a category that does not exist",
      SOURCE.replace("category: workorder", "category: payroll"),
      'category "payroll"',
    ],
    [
      "no title",
      SOURCE.replace("title: Create a work order\n", "").replace("# Create a work order", ""),
      "no title",
    ],
    ["no keywords", SOURCE.replace(/keywords: .*\n/, ""), "no keywords"],
    ["a broken front matter line", SOURCE.replace("roles:", "roles"), 'is not "name: value"'],
    [
      "a right that names no module",
      SOURCE.replace("TaskOperations > TaskCreate", "TaskOperations > MakeTask"),
      'no module is called "MakeTask"',
    ],
    [
      "a right written another way",
      SOURCE.replace("TaskOperations > TaskCreate", "TaskOperations/TaskCreate"),
      'is not "Parent > Module"',
    ],
    ["a right without its action", SOURCE.replace(/action: .*\n/, ""), "needs an action"],
  ])("with %s is refused, naming its file", (_case, source, message) => {
    expect(() => parseHelpArticle("broken-article.md", source)).toThrow(/^broken-article\.md: /);
    expect(() => parseHelpArticle("broken-article.md", source)).toThrow(message);
  });
});

describe("the help centre's articles", async () => {
  const articles = await loadHelpArticles(HELP_DIR);
  const slugs = new Set(articles.map((a) => a.slug));

  it("are there", () => {
    expect(articles.length).toBeGreaterThan(10);
  });

  it.each(articles.map((a) => [a.slug, a] as const))(
    "%s has a title, a category, 3+ keywords and sections",
    (_slug, article) => {
      expect(article.title.trim()).not.toBe("");
      expect(Object.values(AssistantPageCategory)).toContain(article.category);
      expect(article.keywords.length).toBeGreaterThanOrEqual(3);
      expect(article.sections.length).toBeGreaterThan(0);
    },
  );

  it.each(articles.map((a) => [a.slug, a] as const))(
    "%s links only to articles that exist",
    (_slug, article) => {
      expect(articleLinks(article).filter((slug) => !slugs.has(slug))).toEqual([]);
    },
  );
});

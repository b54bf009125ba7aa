import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadHelpArticles } from "./help-articles.ts";
import { NOT_FOUND_TEXT } from "./help-answer-html.ts";
import { createHelpEngine } from "./help-engine.ts";
import { markdownToPlainText } from "./help-markdown.ts";
import { testArticles } from "./help-test-articles.ts";

const articles = testArticles();
const engine = createHelpEngine(articles);
const slugs = new Set(articles.map((a) => a.slug));
const hrefs = (html: string): string[] => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);

describe("the help engine", () => {
  it("answers from the article, with its steps verbatim as an ordered list", () => {
    const reply = engine.answer("how do I create a work order?");
    expect(reply.found).toBe(true);
    expect(reply.articles[0]).toEqual({ slug: "create-a-work-order", title: "Create a work order" });
    expect(reply.html).toContain("Create a work order");
    expect(reply.html).toContain("<ol><li>Click <strong>Create work order</strong>.</li>");
    expect(reply.html).toContain(
      "Type a <strong>Title</strong> and pick the <strong>Location</strong> where the work is done.",
    );
    expect(reply.html).toContain('Read more: <a href="/#/help/create-a-work-order">Create a work order</a>');
  });

  it("says nothing the article does not say, besides naming it", () => {
    const reply = engine.answer("how do I assign a work order to a technician");
    const article = articles.find((a) => a.slug === reply.articles[0]!.slug)!;
    const source = markdownToPlainText(`# ${article.title}\n\n${article.markdown}`).replace(/\s+/g, " ");
    const body = reply.html
      .replace(/^<p>Here is what the help article <strong>[^<]*<\/strong> says\.<\/p>/, "")
      .replace(/<p>Read more: .*<\/p>$/, "");
    const pieces = body
      .split(/<[^>]+>/)
      .map((piece) =>
        piece
          .replace(/&quot;/g, '"')
          .replace(/&#x27;/g, "'")
          .replace(/&amp;/g, "&")
          .trim(),
      )
      .filter((piece) => piece.length > 0);
    expect(pieces.length).toBeGreaterThan(3);
    for (const piece of pieces) expect(source).toContain(piece);
  });

  it("knows the product's abbreviations: WO is a work order", () => {
    const reply = engine.answer("new WO");
    expect(reply.found).toBe(true);
    expect(reply.articles[0]!.slug).toBe("create-a-work-order");
  });

  it.each([
    ["slideshow", "how do I start the slideshow", "carousel"],
    ["a synonym alone", "kiosk", "carousel"],
    ["different word forms", "assigning jobs to technicians", "assign-a-work-order"],
    ["a typo", "how do I asign a technician", "assign-a-work-order"],
    ["accents", "rotaté dashbóards on the wall", "carousel"],
  ])("finds the article through %s", (_case, question, slug) => {
    expect(engine.search(question, 3)[0]?.slug).toBe(slug);
  });

  it.each(["what is the weather in Denver tomorrow", "how do I run payroll", "hello", "?"])(
    "declines %j plainly",
    (question) => {
      const reply = engine.answer(question);
      expect(reply.found).toBe(false);
      expect(reply.html).toContain(NOT_FOUND_TEXT);
      expect(reply.passages).toEqual([]);
    },
  );

  it("suggests the closest articles when it declines, or the help centre when none is close", () => {
    const close = engine.answer("can the carousel play music");
    expect(close.found).toBe(false);
    expect(close.articles[0]!.slug).toBe("carousel");
    expect(hrefs(close.html)).toContain("/#/help/carousel");
    expect(hrefs(engine.answer("quarterly payroll taxes").html)).toEqual(["/#/help"]);
  });

  it("links only to articles that exist", () => {
    for (const question of [
      "create a work order",
      "assign a technician",
      "pause the carousel",
      "forgot password",
    ]) {
      const { html, articles: used } = engine.answer(question);
      for (const href of hrefs(html)) expect(slugs.has(href.replace("/#/help/", ""))).toBe(true);
      for (const { slug } of used) expect(slugs.has(slug)).toBe(true);
    }
  });

  it("never lets an article's script or odd link through", () => {
    const reply = engine.answer("I forgot my password, how do I reset it");
    expect(reply.articles[0]!.slug).toBe("reset-your-password");
    expect(reply.html).toContain("Open the link in the e-mail and choose a new password");
    expect(reply.html).not.toMatch(/<script|javascript:/i);
  });

  it("reads a follow-up with the earlier question in mind", () => {
    const followUp = "what are the steps?";
    const afterPassword = engine.answer(followUp, { turns: [{ question: "I forgot my password" }] });
    const afterWorkOrder = engine.answer(followUp, { title: "new work order", turns: [] });
    expect(afterPassword.articles[0]?.slug).toBe("reset-your-password");
    expect(afterWorkOrder.articles[0]?.slug).toBe("create-a-work-order");
    expect(afterPassword.html).toContain("On the sign-in page, click <strong>Forgot password?</strong>.");
  });

  it("gives the passages it used for a language model", () => {
    const reply = engine.answer("how do I assign a work order to a technician");
    expect(reply.passages[0]).toMatchObject({ slug: "assign-a-work-order", heading: "Steps" });
    expect(reply.passages[0]!.text).toContain("1. Open the work order and click Assign.");
  });
});

describe("the help engine on the help centre's own articles", async () => {
  const help = createHelpEngine(
    await loadHelpArticles(join(import.meta.dirname, "..", "..", "..", "..", "..", "..", "docs", "help")),
  );

  it("finds the work-order article for a question about a WO", () => {
    expect(help.search("how do I raise a new WO", 3).map((hit) => hit.slug)).toContain("create-a-work-order");
  });

  it("declines a question the help does not cover", () => {
    expect(help.answer("who won the super bowl last year").found).toBe(false);
  });
});

import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ModuleId } from "@fieldstead/domain";
import { loadHelpArticles } from "./help-articles.ts";
import { ANSWER_WORDS, answerWordCount, NOT_FOUND_TEXT } from "./help-answer-html.ts";
import { createHelpEngine } from "./help-engine.ts";
import { markdownToPlainText } from "./help-markdown.ts";
import type { HelpAsker } from "./help-rights.ts";
import { testArticles } from "./help-test-articles.ts";

const articles = testArticles();
const engine = createHelpEngine(articles);
const slugs = new Set(articles.map((a) => a.slug));
const hrefs = (html: string): string[] => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);
/** Someone whose role holds every right but those named (by module id). */
const askerWithout = (...moduleIds: number[]): HelpAsker => ({
  allows: ({ moduleId }) => !moduleIds.includes(moduleId),
});

describe("the help engine", () => {
  it("answers with the article's steps verbatim as an ordered list, and a link to read more", () => {
    const reply = engine.answer("how do I create a work order?");
    expect(reply.found).toBe(true);
    expect(reply.articles).toEqual([{ slug: "create-a-work-order", title: "Create a work order" }]);
    expect(reply.html).toContain("<h4>Create a work order</h4>");
    expect(reply.html).toContain("<ol><li>Click <strong>Create work order</strong>.</li>");
    expect(reply.html).toContain(
      "Type a <strong>Title</strong> and pick the <strong>Location</strong> where the work is done.",
    );
    expect(reply.html).toMatch(
      /<p>Read more: <a href="\/#\/help\/create-a-work-order">Create a work order<\/a><\/p>$/,
    );
  });

  it("says nothing the article does not say, besides naming it", () => {
    const reply = engine.answer("how do I assign a work order to a technician");
    const article = articles.find((a) => a.slug === reply.articles[0]!.slug)!;
    const source = markdownToPlainText(`# ${article.title}\n\n${article.markdown}`).replace(/\s+/g, " ");
    const body = reply.html.replace(/<p>Read more: .*<\/p>$/, "");
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

  it("answers with the passage that answers, not the whole article", () => {
    const reply = help.answer("how do I create a work order");
    expect(reply.html).toContain("<ol><li>Click <strong>New work order</strong>.</li>");
    expect(reply.html).toContain("<li>Click <strong>Create work order</strong>.</li></ol>");
    // Its notes are left to the article.
    expect(reply.html).not.toContain("The number is given for you");
    expect(answerWordCount(reply.html)).toBeLessThanOrEqual(ANSWER_WORDS + 20);
    expect(reply.html).toContain('Read more: <a href="/#/help/create-a-work-order">Create a work order</a>');
  });

  it("tells steps too long for an answer by their first sentences, all of them", () => {
    const { html } = help.answer("how do I create a work order");
    expect(html).toContain(
      "<li>Type the <strong>Summary</strong> (required) and pick the <strong>Work-order type</strong> (required), for example <strong>Corrective Maintenance</strong>.</li>",
    );
    expect(html).not.toContain("Priority");
    expect(html.match(/<li>/g)).toHaveLength(8);
  });

  it("picks the passage a question is about within its article", () => {
    const rules = help.answer("what are the password rules, how many characters");
    expect(rules.html).toContain("At least 12 characters and at most 256.");
    const categories = help.answer("How do I configure asset categories?");
    expect(categories.html).toContain("<h4>Create a category</h4>");
  });

  it("says plainly that the asker's role cannot do what an article is about, and gives no steps", () => {
    const reply = help.answer("how do I create a work order", null, askerWithout(ModuleId.TaskCreate));
    expect(reply.found).toBe(true);
    expect(reply.html).toBe(
      '<p>Your role cannot create work orders.</p><p>Read more: <a href="/#/help/create-a-work-order">Create a work order</a></p>',
    );
    expect(reply.passages).toEqual([]);
    expect(reply.denied?.rights).toEqual([
      expect.objectContaining({ moduleId: ModuleId.TaskCreate, parentId: ModuleId.TaskOperations }),
    ]);
    // Holding the right, the same question gets the steps.
    expect(help.answer("how do I create a work order", null, askerWithout()).html).toContain("<ol>");
  });

  it("answers from a linked article the asker may act on when it answers about as well", () => {
    // The status article is for roles that see work orders; the statuses themselves are for everyone.
    const question = "what does the status reset date mean";
    expect(help.answer(question).articles[0]!.slug).toBe("change-a-work-order-status");
    const reply = help.answer(question, null, askerWithout(ModuleId.TaskView));
    expect(reply.denied).toBeUndefined();
    expect(reply.articles[0]!.slug).toBe("work-order-statuses");
  });

  it("does not answer with a merely similar article: approving is not requesting", () => {
    const reply = help.answer(
      "how do I approve a move request",
      null,
      askerWithout(ModuleId.MoveRequestApprove),
    );
    expect(reply.articles[0]!.slug).toBe("approve-a-move-request");
    expect(reply.html).toContain("Your role cannot approve or reject move requests.");
  });

  it("suggests only articles the asker may act on when it declines", () => {
    const question = "who works at the boulder site";
    expect(help.answer(question).articles.map((a) => a.slug)).toContain("delete-locations");
    const reply = help.answer(question, null, askerWithout(ModuleId.LocationDelete));
    expect(reply.found).toBe(false);
    expect(reply.articles.map((a) => a.slug)).not.toContain("delete-locations");
  });
});

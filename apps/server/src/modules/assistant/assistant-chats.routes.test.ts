import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { ASSISTANT_TEXT, type HelpArticleReply, type HelpArticlesReply } from "@fieldstead/domain";
import { assistantFeedback } from "../../db/schema/index.ts";
import { createTestApp, openTestDatabase, type TestApp, type TestDatabase } from "../../test/test-app.ts";
import { testBackends } from "../../test/test-databases.ts";
import { ANSWERED, ANSWER_MARK, ASK, newChatId } from "./assistant.test-kit.ts";

const FEEDBACK = "/api/assistant/update-chat-comment";

describe.each(testBackends())("the assistant's other calls on %s", (backend) => {
  let db: TestDatabase;
  let t: TestApp;
  let tech: string;
  let globex: string;
  beforeAll(async () => {
    db = await openTestDatabase(backend);
    t = await createTestApp(db.database);
    tech = (await t.signIn("tech@acme.example")).token;
    globex = (await t.signIn("admin@globex.example")).token;
  });
  afterAll(async () => {
    await t?.close();
    await db?.dispose();
  });

  const feedbackOf = (chatId: string) =>
    t.ctx.db.select().from(assistantFeedback).where(eq(assistantFeedback.chatId, chatId));

  it("shows the welcome pop-up once per person, whichever browser asks, and never to a stranger", async () => {
    const welcome = "/api/assistant/welcome";
    const shown = "/api/assistant/welcome/shown";
    expect((await t.call("GET", welcome, { token: tech })).json()).toEqual({ ShowWelcome: true });
    expect((await t.call("POST", shown, { token: tech })).json()).toEqual({ ShowWelcome: false });
    // A second browser (a new sign-in) of the same person is not welcomed again; showing twice changes nothing.
    const again = (await t.signIn("tech@acme.example")).token;
    expect((await t.call("GET", welcome, { token: again })).json()).toEqual({ ShowWelcome: false });
    expect((await t.call("POST", shown, { token: again })).statusCode).toBe(200);
    // Another person, here of another organisation, still has theirs to see.
    expect((await t.call("GET", welcome, { token: globex })).json()).toEqual({ ShowWelcome: true });
    expect((await t.call("GET", welcome, {})).statusCode).toBe(401);
  });

  it("keeps a like and a dislike with its reason on the chat's last turn", async () => {
    const chatId = newChatId();
    await t.call("POST", ASK, { token: tech, body: { question: ANSWERED, chat_id: chatId } });
    await t.call("POST", ASK, { token: tech, body: { question: "How do I add a task?", chat_id: chatId } });
    const like = await t.call("POST", FEEDBACK, {
      token: tech,
      body: { chat_id: chatId, isPositiveResponse: true },
    });
    expect(like.json()).toEqual({ StatusCode: 0 });
    const dislike = {
      chat_id: chatId,
      isPositiveResponse: false,
      feedback: "Too long",
      comment: "Shorter please",
    };
    expect((await t.call("POST", FEEDBACK, { token: tech, body: dislike })).json()).toEqual({
      StatusCode: 0,
    });
    const kept = await feedbackOf(chatId);
    expect(kept.map((f) => [f.turnPosition, f.positive, f.reason, f.comment, f.model])).toEqual([
      [2, true, "", "", "Fieldstead Help"],
      [2, false, "Too long", "Shorter please", "Fieldstead Help"],
    ]);
  });

  it("refuses a dislike without a known reason, and feedback on someone else's chat", async () => {
    const chatId = newChatId();
    await t.call("POST", ASK, { token: tech, body: { question: ANSWERED, chat_id: chatId } });
    const noReason = await t.call("POST", FEEDBACK, {
      token: tech,
      body: { chat_id: chatId, isPositiveResponse: false },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().StatusMessage).toContain("feedback");
    const foreign = await t.call("POST", FEEDBACK, {
      token: globex,
      body: { chat_id: chatId, isPositiveResponse: true },
    });
    expect(foreign.statusCode).toBe(404);
    expect(await feedbackOf(chatId)).toHaveLength(0);
  });

  it("accepts the caller's own session token and refuses another's with 401 and the detail", async () => {
    const url = "/api/assistant/oauth-callback-ai";
    expect((await t.call("POST", url, { token: tech, body: { token: tech } })).json()).toEqual({
      status: "success",
    });
    const refused = await t.call("POST", url, { token: tech, body: { token: globex } });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ status: "error", detail: "The token does not belong to this session." });
  });

  it("answers the header popup's question as HTML without keeping a chat", async () => {
    const res = await t.call("POST", "/api/ai/m1/ask", { token: tech, body: { question: ANSWERED } });
    expect(res.statusCode).toBe(200);
    const { answer } = res.json() as { answer: string };
    expect(answer).toMatch(ANSWER_MARK);
    expect(answer).not.toBe(ASSISTANT_TEXT.popupNoData);
    const history = await t.call("POST", "/api/assistant/chat-history", { token: globex, body: {} });
    expect(history.json()).toEqual({ chats: [] });
    const blank = await t.call("POST", "/api/ai/m1/ask", { token: tech, body: { question: "" } });
    expect(blank.statusCode).toBe(400);
  });

  it("lists the help articles and shows one as safe HTML with its related articles", async () => {
    const list = (await t.call("GET", "/api/help/articles", { token: tech })).json() as HelpArticlesReply;
    expect(list.articles.length).toBeGreaterThan(5);
    const first = list.articles[0]!;
    expect(Object.keys(first).sort()).toEqual(["category", "keywords", "slug", "title"]);
    const withLinks = await Promise.all(
      list.articles.map(
        async (a) =>
          (
            await t.call("GET", `/api/help/article?slug=${a.slug}`, { token: tech })
          ).json() as HelpArticleReply,
      ),
    );
    for (const article of withLinks) expect(article.html).not.toMatch(/<script|<h1|<h2/i);
    expect(withLinks.some((a) => a.html.includes("<h3>"))).toBe(true);
    const linked = withLinks.find((a) => a.related.length > 0);
    expect(linked?.related[0]?.title).toBeTruthy();
    expect((await t.call("GET", "/api/help/article?slug=no-such-article", { token: tech })).statusCode).toBe(
      404,
    );
    expect((await t.call("GET", "/api/help/article?slug=../etc", { token: tech })).statusCode).toBe(400);
    expect((await t.call("GET", "/api/help/articles")).statusCode).toBe(401);
  });
});

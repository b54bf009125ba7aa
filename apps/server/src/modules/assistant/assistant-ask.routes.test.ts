import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { ASSISTANT_TEXT, type ChatDetailsReply, type ChatHistoryReply } from "@fieldstead/domain";
import { assistantChats, assistantTurns } from "../../db/schema/index.ts";
import { createTestApp, openTestDatabase, type TestApp, type TestDatabase } from "../../test/test-app.ts";
import { testBackends } from "../../test/test-databases.ts";
import { ANSWERED, ANSWER_MARK, ASK, askOverHttp, listenLocally, newChatId } from "./assistant.test-kit.ts";

describe.each(testBackends())("asking the assistant on %s", (backend) => {
  let db: TestDatabase;
  let t: TestApp;
  let baseUrl: string;
  let tech: string;
  let viewer: string;
  let globex: string;
  beforeAll(async () => {
    db = await openTestDatabase(backend);
    t = await createTestApp(db.database);
    baseUrl = await listenLocally(t);
    tech = (await t.signIn("tech@acme.example")).token;
    viewer = (await t.signIn("viewer@acme.example")).token;
    globex = (await t.signIn("admin@globex.example")).token;
  });
  afterAll(async () => {
    await t?.close();
    await db?.dispose();
  });

  const ask = (token: string, chat_id: string, question = ANSWERED, extra: object = {}) =>
    t.call("POST", ASK, { token, body: { question, chat_id, ...extra } });
  const details = (token: string, chatId: string) =>
    t.call("GET", `/api/assistant/chat-details?chat_id=${chatId}`, { token });
  const turnsOf = async (chatId: string) =>
    t.ctx.db.select().from(assistantTurns).where(eq(assistantTurns.chatId, chatId));

  it("streams the answer as HTML in several chunks, none with a script, and keeps the turn", async () => {
    const chatId = newChatId();
    const res = await askOverHttp(baseUrl, tech, { question: ANSWERED, chat_id: chatId });
    expect(res.status).toBe(200);
    expect(res.contentType).toBe("text/html; charset=utf-8");
    expect(res.chunks.length).toBeGreaterThan(1);
    for (const chunk of res.chunks) expect(chunk).not.toMatch(/<script/i);
    expect(res.text).toMatch(ANSWER_MARK);
    const chat = (await details(tech, chatId)).json() as ChatDetailsReply;
    expect(chat).toMatchObject({ chat_id: chatId, title: ANSWERED });
    expect(chat.messages).toEqual([
      { question: ANSWERED, response: res.text, timestamp: expect.any(String) },
    ]);
  });

  it("refuses a sixth question with the limit's text and writes nothing", async () => {
    const chatId = newChatId();
    for (let i = 1; i <= 5; i += 1)
      expect((await ask(tech, chatId, `${ANSWERED} ${i}`)).statusCode).toBe(200);
    const sixth = await ask(tech, chatId, "How do I add a task?");
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().StatusMessage).toContain(`question: ${ASSISTANT_TEXT.limitReached}`);
    expect((await turnsOf(chatId)).map((r) => r.position).sort()).toEqual([1, 2, 3, 4, 5]);
    // Regenerating the last answer is not a new question.
    expect((await ask(tech, chatId, `${ANSWERED} 5`, { is_regeneration: true })).statusCode).toBe(200);
    const last = (await turnsOf(chatId)).find((r) => r.position === 5);
    expect(last).toMatchObject({ question: `${ANSWERED} 5`, regeneratedCount: 1 });
  });

  it("replaces the last answer on regeneration without adding a turn", async () => {
    const chatId = newChatId();
    await ask(tech, chatId, "What is the weather on Mars?");
    const again = await ask(tech, chatId, ANSWERED, { is_regeneration: true });
    expect(again.statusCode).toBe(200);
    const turns = await turnsOf(chatId);
    expect(turns).toHaveLength(1);
    expect(turns[0]).toMatchObject({ question: "What is the weather on Mars?", responseHtml: again.body });
  });

  it("keeps each person's chats to themselves, across people and organisations", async () => {
    const chatId = newChatId();
    await ask(tech, chatId);
    for (const other of [viewer, globex]) {
      expect((await details(other, chatId)).statusCode).toBe(404);
      expect((await ask(other, chatId, "How do I add a task?")).statusCode).toBe(404);
      const history = (
        await t.call("POST", "/api/assistant/chat-history", { token: other, body: {} })
      ).json() as ChatHistoryReply;
      expect(history.chats.map((c) => c.chat_id)).not.toContain(chatId);
    }
    expect(await turnsOf(chatId)).toHaveLength(1);
  });

  it("lists the person's chats newest first, titled by the first question cut short", async () => {
    const older = newChatId();
    const newer = newChatId();
    await ask(viewer, older, "How do I add a task?");
    t.clock.advance(60_000);
    await ask(viewer, newer, `How do I configure asset categories ${"and more words ".repeat(10)}?`);
    const res = await t.call("POST", "/api/assistant/chat-history", { token: viewer, body: { limit: 2 } });
    const { chats } = res.json() as ChatHistoryReply;
    expect(chats.map((c) => c.chat_id)).toEqual([newer, older]);
    expect(chats[0]!.title.length).toBeLessThanOrEqual(81);
    expect(chats[0]!.title.endsWith("…")).toBe(true);
    const tooMany = await t.call("POST", "/api/assistant/chat-history", {
      token: viewer,
      body: { limit: 21 },
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it("answers bad input with a 400 naming the field, before anything is streamed", async () => {
    const noId = await t.call("POST", ASK, { token: tech, body: { question: ANSWERED, chat_id: "x" } });
    expect(noId.statusCode).toBe(400);
    expect(noId.json().StatusMessage).toContain("chat_id");
    const blank = await ask(tech, newChatId(), "   ");
    expect(blank.statusCode).toBe(400);
    expect(blank.json().StatusMessage).toContain("question");
    expect(
      (await t.call("POST", ASK, { body: { question: ANSWERED, chat_id: newChatId() } })).statusCode,
    ).toBe(401);
  });

  it("keeps the whole turn when the reader leaves mid-way", async () => {
    const chatId = newChatId();
    const abort = new AbortController();
    const res = await fetch(`${baseUrl}${ASK}`, {
      method: "POST",
      headers: { authorization: `Bearer ${tech}`, "content-type": "application/json" },
      body: JSON.stringify({ question: ANSWERED, chat_id: chatId }),
      signal: abort.signal,
    });
    abort.abort();
    await res.body?.cancel().catch(() => undefined);
    await expect.poll(async () => (await turnsOf(chatId)).length).toBe(1);
    const [turn] = await turnsOf(chatId);
    expect(turn!.responseHtml).toMatch(ANSWER_MARK);
    const [chat] = await t.ctx.db.select().from(assistantChats).where(eq(assistantChats.id, chatId));
    expect(chat?.title).toBe(ANSWERED);
  });
});

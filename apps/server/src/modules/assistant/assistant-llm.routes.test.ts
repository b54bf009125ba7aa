import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatDetailsReply } from "@fieldstead/domain";
import { loadConfig } from "../../config.ts";
import { createTestApp, openTestDatabase, type TestApp, type TestDatabase } from "../../test/test-app.ts";
import {
  ASK,
  ANSWERED,
  ANSWER_MARK,
  askOverHttp,
  listenLocally,
  newChatId,
  startFakeModel,
  type FakeModel,
} from "./assistant.test-kit.ts";

const PIECES = [
  "<p>Open <strong>Settings",
  "</strong> first.</p><scr",
  "ipt>alert(1)</script>",
  "<ol><li>Pick",
  " a category.</li></ol>",
];

describe("phrasing answers with a configured language model", () => {
  let db: TestDatabase;
  let model: FakeModel;
  let broken: FakeModel;
  const apps: TestApp[] = [];
  const start = async (url: string) => {
    const assistant = { ...loadConfig({}).assistant, llm: { url, model: "local-test" } };
    const t = await createTestApp(db.database, { config: { assistant } });
    apps.push(t);
    return { t, baseUrl: await listenLocally(t), token: (await t.signIn("tech@acme.example")).token };
  };
  beforeAll(async () => {
    db = await openTestDatabase("pglite");
    model = await startFakeModel(PIECES);
    broken = await startFakeModel([], 503);
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
    await model?.close();
    await broken?.close();
    await db?.dispose();
  });

  it("passes the model's words through block by block, without its script, and keeps them", async () => {
    const { t, baseUrl, token } = await start(model.url);
    const chatId = newChatId();
    const res = await askOverHttp(baseUrl, token, { question: ANSWERED, chat_id: chatId });
    expect(res.status).toBe(200);
    expect(res.chunks.length).toBeGreaterThan(1);
    for (const chunk of res.chunks) expect(chunk).not.toMatch(/<\/?script/i);
    expect(res.text).toBe("<p>Open <strong>Settings</strong> first.</p><ol><li>Pick a category.</li></ol>");
    const sent = model.requests[0] as {
      model: string;
      stream: boolean;
      messages: { role: string; content: string }[];
    };
    expect(sent).toMatchObject({ model: "local-test", stream: true });
    expect(sent.messages[0]!.content).toMatch(/Never invent steps/);
    expect(sent.messages[1]!.content).toContain(ANSWERED);
    const chat = (
      await t.call("GET", `/api/assistant/chat-details?chat_id=${chatId}`, { token })
    ).json() as ChatDetailsReply;
    expect(chat.messages[0]!.response).toBe(res.text);
  });

  it("keeps the model's whole answer when the reader leaves after the first chunk", async () => {
    const { t, baseUrl, token } = await start(model.url);
    const chatId = newChatId();
    const abort = new AbortController();
    const res = await fetch(`${baseUrl}${ASK}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ question: ANSWERED, chat_id: chatId }),
      signal: abort.signal,
    });
    const reader = res.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toBe("<p>Open <strong>Settings</strong> first.</p>");
    abort.abort();
    const details = async () =>
      (
        await t.call("GET", `/api/assistant/chat-details?chat_id=${chatId}`, { token })
      ).json() as ChatDetailsReply;
    await expect
      .poll(async () => (await details()).messages?.[0]?.response)
      .toBe("<p>Open <strong>Settings</strong> first.</p><ol><li>Pick a category.</li></ol>");
  });

  it("does not have the model phrase steps the asker's role cannot follow", async () => {
    const { t, baseUrl } = await start(model.url);
    const viewer = (await t.signIn("viewer@acme.example")).token;
    const asked = model.requests.length;
    const res = await askOverHttp(baseUrl, viewer, {
      question: "How do I create a work order?",
      chat_id: newChatId(),
    });
    expect(res.text).toContain("Your role (Viewer) cannot create work orders.");
    expect(res.text).not.toContain("Pick a category");
    expect(model.requests.length).toBe(asked);
  });

  it("gives the help's own answer when the model fails before its first words", async () => {
    for (const url of [broken.url, "http://127.0.0.1:9/v1"]) {
      const { baseUrl, token } = await start(url);
      const res = await askOverHttp(baseUrl, token, { question: ANSWERED, chat_id: newChatId() });
      expect(res.status).toBe(200);
      expect(res.text).toMatch(ANSWER_MARK);
      expect(res.text).not.toContain("Open <strong>Settings");
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HelpPassage } from "./engine/help-engine.ts";
import { askModel, completionsUrl } from "./assistant-llm.ts";
import { startFakeModel, type FakeModel } from "./assistant.test-kit.ts";

const PASSAGE: HelpPassage = {
  slug: "add-a-task",
  title: "Add a task",
  heading: "Steps",
  markdown: "1. Open Tasks.",
  text: "1. Open Tasks.",
  score: 10,
};

const collect = async (words: AsyncGenerator<string> | undefined) => {
  const said: string[] = [];
  for await (const word of words ?? []) said.push(word);
  return said;
};

describe("the language model's streamed answer", () => {
  let talking: FakeModel;
  let silent: FakeModel;
  beforeAll(async () => {
    talking = await startFakeModel(["<p>Open ", "Tasks.</p>"]);
    silent = await startFakeModel([], 0);
  });
  afterAll(async () => {
    await talking?.close();
    await silent?.close();
  });

  it("answers the model's words in order, the passages sent as context", async () => {
    const llm = { url: talking.url, model: "m" };
    expect(await collect(await askModel(llm, "How do I add a task?", [PASSAGE]))).toEqual([
      "<p>Open ",
      "Tasks.</p>",
    ]);
    const sent = JSON.stringify(talking.requests[0]);
    expect(sent).toContain("1. Open Tasks.");
  });

  it("gives up on a model that stays silent past the time-out", async () => {
    const started = Date.now();
    expect(await askModel({ url: silent.url, model: "m" }, "q", [PASSAGE], 200)).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("reaches the chat-completions path from a base, a /v1 base or the full address", () => {
    expect(completionsUrl("http://h:11434")).toBe("http://h:11434/v1/chat/completions");
    expect(completionsUrl("http://h/v1/")).toBe("http://h/v1/chat/completions");
    expect(completionsUrl("http://h/x/v1/chat/completions")).toBe("http://h/x/v1/chat/completions");
  });
});

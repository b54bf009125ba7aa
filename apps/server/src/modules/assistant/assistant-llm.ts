import type { HelpPassage } from "./engine/help-engine.ts";

/** How long the model may take to send its first words before the help's own answer is given. */
export const LLM_FIRST_TOKEN_TIMEOUT_MS = 10_000;

export const LLM_SYSTEM_PROMPT = [
  "You answer questions about the Fieldstead portal using only the help passages given.",
  "Never invent steps, screens, buttons or settings that the passages do not name; if they do not answer the",
  "question, say you could not find it in the Fieldstead help.",
  "Answer briefly in HTML using only <p>, <ol>, <ul>, <li>, <strong>, <em> and <a href> (links to the help",
  "as given). No scripts, no styles.",
].join(" ");

/** The chat-completions address: a base ("…/v1" or the host) gets the standard path appended. */
export const completionsUrl = (url: string): string => {
  if (/\/chat\/completions\/?$/.test(url)) return url;
  const base = url.replace(/\/+$/, "");
  return /\/v1$/.test(base) ? `${base}/chat/completions` : `${base}/v1/chat/completions`;
};

const contextOf = (passages: readonly HelpPassage[]): string =>
  passages
    .map((p) => `Article "${p.title}" (/#/help/${p.slug}), section "${p.heading}":\n${p.markdown}`)
    .join("\n\n---\n\n");

/** The text pieces of an SSE stream of chat-completion chunks, as they arrive; `heard` is told of each read. */
async function* deltas(body: ReadableStream<Uint8Array>, heard: () => void): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = "";
  for await (const bytes of body) {
    heard();
    buffer += decoder.decode(bytes, { stream: true });
    let newline = buffer.indexOf("\n");
    while (newline >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      newline = buffer.indexOf("\n");
      if (!line.startsWith("data:")) continue;
      const data = line.slice(5).trim();
      if (data === "[DONE]") return;
      try {
        const parsed = JSON.parse(data) as { choices?: { delta?: { content?: unknown } }[] };
        const content = parsed.choices?.[0]?.delta?.content;
        if (typeof content === "string" && content !== "") yield content;
      } catch {
        // A line that is not JSON (a comment, a keep-alive) carries no text.
      }
    }
  }
}

/**
 * Asks the model to phrase the answer from the passages, streamed. Resolves once its first words arrived
 * (the generator then yields them and the rest), or undefined when it fails or is silent before that.
 */
export const askModel = async (
  llm: { url: string; model: string },
  question: string,
  passages: readonly HelpPassage[],
  timeoutMs = LLM_FIRST_TOKEN_TIMEOUT_MS,
): Promise<AsyncGenerator<string> | undefined> => {
  const abort = new AbortController();
  let timer = setTimeout(() => abort.abort(), timeoutMs);
  // A model that falls silent for as long mid-way is cut off; what it said so far stands.
  const heard = () => {
    clearTimeout(timer);
    timer = setTimeout(() => abort.abort(), timeoutMs);
  };
  try {
    const res = await fetch(completionsUrl(llm.url), {
      method: "POST",
      headers: { "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify({
        model: llm.model,
        stream: true,
        temperature: 0.2,
        messages: [
          { role: "system", content: LLM_SYSTEM_PROMPT },
          { role: "user", content: `Help passages:\n\n${contextOf(passages)}\n\nQuestion: ${question}` },
        ],
      }),
      signal: abort.signal,
    });
    if (!res.ok || !res.body) {
      clearTimeout(timer);
      return undefined;
    }
    const stream = deltas(res.body, heard);
    const first = await stream.next();
    if (first.done) {
      clearTimeout(timer);
      return undefined;
    }
    return (async function* () {
      try {
        yield first.value;
        yield* stream;
      } finally {
        clearTimeout(timer);
      }
    })();
  } catch {
    clearTimeout(timer);
    return undefined;
  }
};

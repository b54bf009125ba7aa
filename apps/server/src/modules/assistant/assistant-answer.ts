import type { AssistantConfig } from "../../config.ts";
import type { HelpAnswer } from "./engine/help-engine.ts";
import { splitHtmlBlocks } from "@fieldstead/domain";
import { answerChunks, safeChunk } from "./assistant-html-chunks.ts";
import { askModel } from "./assistant-llm.ts";

/** A model's streamed HTML, passed on block by block as each closes, each sanitised. */
async function* modelChunks(words: AsyncGenerator<string>): AsyncGenerator<string> {
  let pending = "";
  try {
    for await (const word of words) {
      pending += word;
      const { blocks, rest } = splitHtmlBlocks(pending);
      pending = rest;
      for (const block of blocks) {
        const chunk = safeChunk(block);
        if (chunk.trim() !== "") yield chunk;
      }
    }
  } catch {
    // The model stopped mid-way: what it said so far stands.
  }
  const last = safeChunk(pending);
  if (last.trim() !== "") yield last;
}

/**
 * The answer to a question as safe HTML chunks: the help's own answer block by block, or, when a language
 * model is configured and the help has passages for it, the model's phrasing of them (the help's answer when
 * the model fails before its first words, or says nothing that may be shown). An answer that the asker's role
 * may not do what was asked has no passages: the model is not asked to phrase steps they cannot follow.
 */
export async function* answerStream(
  answer: HelpAnswer,
  assistant: Pick<AssistantConfig, "llm">,
  question: string,
): AsyncGenerator<string> {
  const fromHelp = answerChunks(answer.html);
  if (assistant.llm && answer.found && answer.passages.length > 0) {
    const words = await askModel(assistant.llm, question, answer.passages);
    if (words) {
      let said = false;
      for await (const chunk of modelChunks(words)) {
        said = true;
        yield chunk;
      }
      if (said) return;
    }
  }
  yield* fromHelp;
}

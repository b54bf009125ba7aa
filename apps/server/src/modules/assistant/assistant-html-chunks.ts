import { splitHtmlBlocks } from "@fieldstead/domain";
import { sanitizeHelpHtml } from "./engine/help-markdown.ts";

/** A chunk as it may be sent: sanitised (nothing that runs), never holding a script tag. */
export const safeChunk = (html: string): string => sanitizeHelpHtml(html).replace(/<\/?script\b[^>]*>/gi, "");

/** Safe HTML cut into the chunks a streamed answer is sent in: block by block. */
export const answerChunks = (html: string): string[] => {
  const { blocks, rest } = splitHtmlBlocks(html);
  return [...blocks, rest].map(safeChunk).filter((chunk) => chunk.trim() !== "");
};

import { describe, expect, it } from "vitest";
import { splitHtmlBlocks } from "@fieldstead/domain";
import { answerChunks, safeChunk } from "./assistant-html-chunks.ts";

describe("cutting answer HTML into chunks", () => {
  it("cuts at each closed top-level block and keeps an unfinished one for later", () => {
    const { blocks, rest } = splitHtmlBlocks("<p>One <br> two</p><ol><li><p>A</p></li></ol><p>Unfin");
    expect(blocks).toEqual(["<p>One <br> two</p>", "<ol><li><p>A</p></li></ol>"]);
    expect(rest).toBe("<p>Unfin");
  });

  it("sends each block on its own, without scripts or handlers", () => {
    const chunks = answerChunks('<p onclick="x()">Hi</p><script>alert(1)</script><ul><li>a</li></ul>');
    expect(chunks).toEqual(["<p>Hi</p>", "<ul><li>a</li></ul>"]);
    expect(safeChunk("<scr<script>ipt>x</script>")).not.toMatch(/<script/i);
  });
});

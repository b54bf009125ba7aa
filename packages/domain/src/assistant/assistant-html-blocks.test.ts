import { describe, expect, it } from "vitest";
import { splitHtmlBlocks } from "./assistant-html-blocks.ts";

describe("splitHtmlBlocks", () => {
  it.each([
    [
      "whole blocks",
      "<p>One</p><ul><li>a</li><li>b</li></ul>",
      ["<p>One</p>", "<ul><li>a</li><li>b</li></ul>"],
      "",
    ],
    ["a block cut mid-way", "<p>One</p><ul><li>a</li><li>", ["<p>One</p>"], "<ul><li>a</li><li>"],
    ["a tag cut mid-way", '<h3>Steps</h3><a href="/#/he', ["<h3>Steps</h3>"], '<a href="/#/he'],
    ["nested elements of one name", "<div><div>x</div></div><p>y", ["<div><div>x</div></div>"], "<p>y"],
    ["void and self-closing elements", "<hr><br/><p>x</p>", ["<hr>", "<br/>", "<p>x</p>"], ""],
    ["text before an element", "Hello <p>x</p>", ["Hello ", "<p>x</p>"], ""],
    ["text still arriving", "<p>x</p>Hel", ["<p>x</p>"], "Hel"],
    ["upper-case tags", "<P>x</P>", ["<P>x</P>"], ""],
  ])("keeps %s apart", (_, html, blocks, rest) => {
    expect(splitHtmlBlocks(html)).toEqual({ blocks, rest });
  });

  it("rebuilds a block cut across two reads", () => {
    const first = splitHtmlBlocks("<p>One</p><ol><li>Open");
    const second = splitHtmlBlocks(`${first.rest} the list</li></ol>`);
    expect([...first.blocks, ...second.blocks]).toEqual(["<p>One</p>", "<ol><li>Open the list</li></ol>"]);
    expect(second.rest).toBe("");
  });
});

import { describe, expect, it } from "vitest";
import { parseCsv } from "./import-csv.rules.ts";

describe("parseCsv", () => {
  it.each([
    [
      "plain fields",
      "a,b,c\n1,2,3\n",
      [
        ["a", "b", "c"],
        ["1", "2", "3"],
      ],
    ],
    [
      "CRLF records and no last line break",
      "a,b\r\n1,2",
      [
        ["a", "b"],
        ["1", "2"],
      ],
    ],
    [
      "a byte-order mark",
      "\uFEFFName,Code\r\nX,Y\r\n",
      [
        ["Name", "Code"],
        ["X", "Y"],
      ],
    ],
    ["commas inside quotes", 'a,"b, c",d\n', [["a", "b, c", "d"]]],
    ["doubled quotes", '"say ""hi""",x\n', [['say "hi"', "x"]]],
    ["line breaks inside quotes", '"line 1\r\nline 2",x\n', [["line 1\r\nline 2", "x"]]],
    ["empty fields", ",,\n", [["", "", ""]]],
    ["an empty quoted field at the end", 'a,""\n', [["a", ""]]],
    ["an empty text", "", []],
  ])("reads %s", (_label, text, expected) => expect(parseCsv(text)).toEqual(expected));
});

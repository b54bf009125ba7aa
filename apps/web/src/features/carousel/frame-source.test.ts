import { describe, expect, it } from "vitest";
import { EMBED_MESSAGE_TYPE } from "@fieldstead/domain";
import { embedMessageState, frameSource } from "./frame-source.ts";

const ORIGIN = "https://portal.example";

describe("a dashboard address as a frame's source", () => {
  it.each([
    ["https://portal.example/embed/dashboard/abc", "https://portal.example/embed/dashboard/abc", true],
    ["/embed/dashboard/abc", "https://portal.example/embed/dashboard/abc", true],
    ["https://portal.example/dashboard", "https://portal.example/dashboard", false],
    ["https://metabase.example/embed/dashboard/abc", "https://metabase.example/embed/dashboard/abc", false],
    ["http://10.0.0.12/d/1", "http://10.0.0.12/d/1", false],
  ])("%s loads %s (the product's embed page: %s)", (url, src, isOwnEmbed) => {
    expect(frameSource(url, ORIGIN)).toEqual({ src, isOwnEmbed });
  });

  it.each(["javascript:alert(1)", "data:text/html,<p>x</p>", "ftp://files.example/d", "http://"])(
    "refuses %s",
    (url) => {
      expect(frameSource(url, ORIGIN)).toBeNull();
    },
  );
});

describe("a message from an embedded dashboard", () => {
  it.each([
    [{ type: EMBED_MESSAGE_TYPE, state: "ready", dashboardId: 1447 }, "ready"],
    [{ type: EMBED_MESSAGE_TYPE, state: "error" }, "error"],
    [{ type: EMBED_MESSAGE_TYPE, state: "busy" }, null],
    [{ type: "other", state: "ready" }, null],
    ["ready", null],
    [null, null],
  ])("%j reads %s", (data, state) => {
    expect(embedMessageState(data)).toBe(state);
  });
});

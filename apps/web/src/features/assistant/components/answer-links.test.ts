import { describe, expect, it } from "vitest";
import { inAppRoute, isExternalLink } from "./answer-links.ts";

describe("answer links", () => {
  it.each([
    ["/#/help/asset-categories", "/help/asset-categories"],
    ["#/help/asset-categories", "/help/asset-categories"],
    ["/assets/list?tab=2", "/assets/list?tab=2"],
    ["//evil.example/x", null],
    ["/\\evil.example", null],
    ["https://example.com/guide", null],
    ["mailto:help@example.com", null],
  ])("%s opens in the portal at %s", (href, route) => {
    expect(inAppRoute(href)).toBe(route);
  });

  it.each([
    ["https://example.com/guide", true],
    ["http://example.com", true],
    ["/#/help/x", false],
    ["mailto:help@example.com", false],
  ])("%s leaves the portal: %s", (href, expected) => {
    expect(isExternalLink(href)).toBe(expected);
  });
});

import { describe, expect, it } from "vitest";
import { unreadTitle } from "./unread-title.ts";

describe("the page title", () => {
  it.each([
    [0, "Fieldstead"],
    [1, "Fieldstead (1)"],
    [3, "Fieldstead (3)"],
    [250, "Fieldstead (250)"],
  ])("with %i unread reads %s", (count, title) => {
    expect(unreadTitle(count)).toBe(title);
  });
});

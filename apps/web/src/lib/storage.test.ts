// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { ASSISTANT_STORAGE } from "@fieldstead/domain";
import { STORAGE_KEYS, sessionStore } from "./storage.ts";

describe("clearing the session", () => {
  afterEach(() => localStorage.clear());

  it("forgets the user but keeps the remembered e-mail and the assistant's one-time welcome flag", () => {
    localStorage.setItem(STORAGE_KEYS.userDataset, JSON.stringify({ Token: "x" }));
    localStorage.setItem(STORAGE_KEYS.rememberedEmail, "tech@acme.example");
    localStorage.setItem(ASSISTANT_STORAGE.showPopup, "false");
    localStorage.setItem(ASSISTANT_STORAGE.authenticated, "true");
    sessionStore.clear();
    expect(localStorage.getItem(STORAGE_KEYS.userDataset)).toBeNull();
    expect(localStorage.getItem(ASSISTANT_STORAGE.authenticated)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.rememberedEmail)).toBe("tech@acme.example");
    expect(localStorage.getItem(ASSISTANT_STORAGE.showPopup)).toBe("false");
  });
});

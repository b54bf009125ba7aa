import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { newChatId } from "./chat-id.ts";

const isUuid = (value: string) => z.uuid().safeParse(value).success;

describe("newChatId", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is a UUID, different each time", () => {
    const ids = new Set(Array.from({ length: 50 }, newChatId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(isUuid(id)).toBe(true);
  });

  it("is a version 4 UUID, different each time, on a page without crypto.randomUUID", () => {
    const real = globalThis.crypto;
    vi.stubGlobal("crypto", { getRandomValues: (bytes: Uint8Array) => real.getRandomValues(bytes) });
    const ids = new Set(Array.from({ length: 50 }, newChatId));
    expect(ids.size).toBe(50);
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(isUuid(id)).toBe(true);
    }
  });
});

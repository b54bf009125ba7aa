import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { memoryStorage } from "../../../test/memory-storage.ts";
import { sessionStore, STORAGE_KEYS } from "../../../lib/storage.ts";
import { currentDataFormats, getDataFormats } from "./get-data-formats.ts";

const FORMATS = { DateFormat: "MM/DD/YYYY", DateTimeFormat: "MM/DD/YYYY hh:mm A" };

describe("the organisation's date formats", () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.stubGlobal("localStorage", memoryStorage());
    vi.stubGlobal("sessionStorage", memoryStorage());
    vi.stubGlobal("navigator", { onLine: true });
    vi.stubGlobal("fetch", fetchMock);
    fetchMock.mockImplementation(async () => Response.json(FORMATS));
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it("are asked for once, then read from the browser's storage for the rest of the session", async () => {
    expect(currentDataFormats()).toEqual({ DateFormat: "DD-MM-YYYY", DateTimeFormat: "DD-MM-YYYY hh:mm A" });
    expect(await getDataFormats()).toEqual(FORMATS);
    expect(await getDataFormats()).toEqual(FORMATS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/\/api\/shared\/GetDataFormats$/);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.dateFormats)!)).toEqual(FORMATS);
    expect(currentDataFormats()).toEqual(FORMATS);
  });

  it("are asked for again after sign-out has cleared the session", async () => {
    await getDataFormats();
    sessionStore.clear();
    expect(localStorage.getItem(STORAGE_KEYS.dateFormats)).toBeNull();
    await getDataFormats();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

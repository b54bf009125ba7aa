import { beforeEach, describe, expect, it } from "vitest";
import { isLoaderVisible, loader, loaderStore } from "./loader.ts";

describe("the global loader's pending-request counter", () => {
  beforeEach(() => {
    loader.reset();
    loader.navigationEnded();
  });

  it("is visible while a call is pending and hidden when it ends", () => {
    loader.requestStarted();
    expect(isLoaderVisible(loaderStore.get())).toBe(true);
    loader.requestEnded();
    expect(isLoaderVisible(loaderStore.get())).toBe(false);
  });

  it("stays visible until the last of several calls ends", () => {
    loader.requestStarted();
    loader.requestStarted();
    loader.requestEnded();
    expect(isLoaderVisible(loaderStore.get())).toBe(true);
    loader.requestEnded();
    expect(isLoaderVisible(loaderStore.get())).toBe(false);
  });

  it("never counts below zero, so a stray end does not hide the next call", () => {
    loader.requestEnded();
    loader.requestEnded();
    expect(loaderStore.get().pending).toBe(0);
    loader.requestStarted();
    expect(isLoaderVisible(loaderStore.get())).toBe(true);
  });

  it("reset sets the counter to zero", () => {
    loader.requestStarted();
    loader.requestStarted();
    loader.reset();
    expect(loaderStore.get().pending).toBe(0);
  });

  it("shows during route navigation and hides at its end", () => {
    loader.navigationStarted();
    expect(isLoaderVisible(loaderStore.get())).toBe(true);
    loader.navigationEnded();
    expect(isLoaderVisible(loaderStore.get())).toBe(false);
  });
});

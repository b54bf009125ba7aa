import { useSyncExternalStore } from "react";

/** A tiny store outside React that components read with useSyncExternalStore (loader, snackbars …). */
export type ExternalStore<T> = {
  get(): T;
  set(next: T | ((previous: T) => T)): void;
  subscribe(listener: () => void): () => void;
};

export const createExternalStore = <T>(initial: T): ExternalStore<T> => {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      value = typeof next === "function" ? (next as (previous: T) => T)(value) : next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};

export const useExternalStore = <T>(store: ExternalStore<T>): T =>
  useSyncExternalStore(store.subscribe, store.get, store.get);

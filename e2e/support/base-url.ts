import { inject } from "vitest";

/** The address of this worker's own server (global-setup.ts starts one for each worker). */
export const e2eBaseUrl = (): string => {
  const urls = inject("baseUrls");
  const worker = Math.max(1, Number(process.env.VITEST_POOL_ID) || 1);
  return urls[(worker - 1) % urls.length]!;
};

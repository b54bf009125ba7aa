import { useCallback, useState } from "react";
import { ApiError } from "../../../../lib/http.ts";

/** Whether a failed call was refused for want of the right (a 403): the page then shows 'Access not permitted.'. */
export const isForbidden = (error: unknown): boolean => error instanceof ApiError && error.status === 403;

/**
 * Watches a page's read calls for a 403: `watch(call)` is the same call, which also marks the page forbidden
 * when the server refuses it, so the page can show the no-rights state instead of a failed list.
 */
export const useForbidden = () => {
  const [isRefused, setIsRefused] = useState(false);
  const watch = useCallback(
    <Args extends unknown[], Reply>(call: (...args: Args) => Promise<Reply>) =>
      async (...args: Args): Promise<Reply> => {
        try {
          return await call(...args);
        } catch (error) {
          if (isForbidden(error)) setIsRefused(true);
          throw error;
        }
      },
    [],
  );
  return { isForbidden: isRefused, watch };
};

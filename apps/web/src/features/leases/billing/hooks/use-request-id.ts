import { useCallback, useState } from "react";
import { ApiError } from "../../../../lib/http.ts";

/** A fresh id for one payment step: the server does a step once per id, so a repeat sends the same one. */
export const newRequestId = (): string => crypto.randomUUID();

/** Whether the server answered a step with a refusal (rather than the step never reaching it). */
export const isRefusal = (error: unknown): boolean =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * The id of the step a dialog sends: made when the dialog opens, kept while a send fails on the way (a retry is
 * the same step, done at most once), renewed once the server has answered a refusal (the next try is another
 * request, with what was corrected).
 */
export const useRequestId = () => {
  const [requestId, setRequestId] = useState(newRequestId);
  const afterFailure = useCallback((error: unknown) => {
    if (isRefusal(error)) setRequestId(newRequestId());
  }, []);
  return { requestId, afterFailure };
};

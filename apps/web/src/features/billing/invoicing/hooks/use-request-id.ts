import { useCallback, useState } from "react";
import { ApiError } from "../../../../lib/http.ts";

const newRequestId = (): string => crypto.randomUUID();

/** Whether the server answered with a refusal (rather than the call never reaching it). */
const isRefusal = (error: unknown): boolean =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * The id of the request a dialog sends: made when the dialog opens and kept while a send fails on the way (a
 * retry is the same request, which the server does at most once); renewed once the server has refused it, since
 * the next try is another request with what was corrected.
 */
export const useRequestId = () => {
  const [requestId, setRequestId] = useState(newRequestId);
  const afterFailure = useCallback((error: unknown) => {
    if (isRefusal(error)) setRequestId(newRequestId());
  }, []);
  return { requestId, afterFailure };
};

import { useCallback, useState } from "react";
import { ApiError } from "../../../../lib/http.ts";

/** A fresh id for one write: the server records a payment once per id, so a repeat sends the same one. */
export const newRequestId = (): string => crypto.randomUUID();

/** Whether the server answered with a refusal (rather than the call never reaching it). */
const isRefusal = (error: unknown): boolean =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * The id a dialog sends with its write: made when the dialog opens, kept while a send fails on the way (a retry,
 * or a second click, is the same write, done at most once), renewed once the server has refused it (the next try
 * is another request, with what was corrected).
 */
export const useRequestId = () => {
  const [requestId, setRequestId] = useState(newRequestId);
  const afterFailure = useCallback((error: unknown) => {
    if (isRefusal(error)) setRequestId(newRequestId());
  }, []);
  /** The write was answered (refused row by row, say): the next try is another request. */
  const renew = useCallback(() => setRequestId(newRequestId()), []);
  return { requestId, afterFailure, renew };
};

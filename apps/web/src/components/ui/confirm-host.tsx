import { Suspense, lazy, useSyncExternalStore } from "react";
import { answerConfirm, currentConfirm, subscribeConfirm } from "../../lib/confirm.ts";
import { loadWhenOnline } from "../../lib/load-when-online.ts";

// The pop-up (and its HTML sanitiser) loads the first time something asks, not with the shell.
const ConfirmDialog = lazy(
  loadWhenOnline(async () => ({ default: (await import("./confirm-dialog.tsx")).ConfirmDialog })),
);

/** Shows the app's confirmation pop-ups, one at a time; mounted once at the root. */
export const ConfirmHost = () => {
  const request = useSyncExternalStore(subscribeConfirm, currentConfirm, currentConfirm);
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        key={request.id}
        request={request}
        onAnswer={(result) => answerConfirm(request.id, result)}
      />
    </Suspense>
  );
};

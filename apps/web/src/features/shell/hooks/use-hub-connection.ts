import { useEffect } from "react";
import { connectHub, disconnectHub } from "../../../lib/hub/hub-client.ts";
import { useSession } from "../../auth/hooks/session-context.ts";

/** Signed-in frames on screen; the connection ends when the last one goes (sign-out, expiry). */
let frames = 0;

/**
 * Keeps the tab connected to the real-time hub with the session's token while a signed-in page is shown
 * (the Socket.IO client itself loads after the first page). Moving between pages that mount their own frame
 * keeps the one connection: the disconnect waits a turn, and a frame that mounts meanwhile cancels it.
 */
export const useHubConnection = (): void => {
  const { user } = useSession();
  const token = user?.Token;
  useEffect(() => {
    if (!token) return;
    frames += 1;
    connectHub(token);
    return () => {
      frames -= 1;
      setTimeout(() => {
        if (frames === 0) disconnectHub();
      }, 0);
    };
  }, [token]);
};

import { useEffect } from "react";
import { connectHub, disconnectHub } from "../../../lib/hub/hub-client.ts";
import { sessionKeyOf } from "../../../lib/storage.ts";
import { useSession } from "../../auth/index.ts";

/** Signed-in frames on screen; the connection ends when the last one goes (sign-out, expiry). */
let frames = 0;

/**
 * Keeps the tab connected to the real-time hub while a signed-in page is shown (the Socket.IO client itself
 * loads after the first page; the session cookie authenticates it). Moving between pages that mount their own
 * frame keeps the one connection: the disconnect waits a turn, and a frame that mounts meanwhile cancels it.
 */
export const useHubConnection = (): void => {
  const { user } = useSession();
  const sessionKey = sessionKeyOf(user);
  useEffect(() => {
    if (!sessionKey) return;
    frames += 1;
    connectHub(sessionKey);
    return () => {
      frames -= 1;
      setTimeout(() => {
        if (frames === 0) disconnectHub();
      }, 0);
    };
  }, [sessionKey]);
};

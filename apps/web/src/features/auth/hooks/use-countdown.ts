import { useCallback, useEffect, useState } from "react";

/** Whole seconds left until a moment, ticking each second; `restart` starts it again from a number of seconds. */
export const useCountdown = (
  initialSeconds: number,
): { secondsLeft: number; restart(seconds: number): void } => {
  const [endsAt, setEndsAt] = useState(() => Date.now() + initialSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = Math.max(0, Math.ceil((endsAt - now) / 1000));
  const isRunning = secondsLeft > 0;
  useEffect(() => {
    if (!isRunning) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [isRunning]);
  const restart = useCallback((seconds: number) => {
    const at = Date.now();
    setNow(at);
    setEndsAt(at + seconds * 1000);
  }, []);
  return { secondsLeft, restart };
};

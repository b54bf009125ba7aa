/**
 * What a key can do on the carousel: close it, go to the previous or next dashboard, toggle fullscreen, or pause
 * and resume autoplay (portal-shell §2.8).
 */
export type CarouselKeyAction = "close" | "previous" | "next" | "fullscreen" | "pause";

type KeyPress = { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; repeat: boolean };

/**
 * Escape closes, ArrowUp goes to the previous dashboard, ArrowDown to the next, F or f toggles fullscreen,
 * Space toggles autoplay. Keys held with Ctrl, Alt or Cmd stay the browser's (Ctrl+F finds), and a held-down
 * toggle key toggles once.
 */
export const carouselKeyAction = ({
  key,
  ctrlKey,
  metaKey,
  altKey,
  repeat,
}: KeyPress): CarouselKeyAction | null => {
  if (ctrlKey || metaKey || altKey) return null;
  switch (key) {
    case "Escape":
    case "Esc":
      return "close";
    case "ArrowUp":
      return "previous";
    case "ArrowDown":
      return "next";
    case "f":
    case "F":
      return repeat ? null : "fullscreen";
    case " ":
    case "Spacebar":
      return repeat ? null : "pause";
    default:
      return null;
  }
};

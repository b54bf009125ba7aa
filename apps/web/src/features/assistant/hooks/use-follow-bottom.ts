import { useLayoutEffect, useRef } from "react";
import { isNearBottom } from "./scroll-position.ts";

/**
 * Keeps a scrolling list at its bottom as `content` grows, unless the reader has scrolled up past the margin;
 * a change of `restartKey` (a new question) follows the bottom again.
 */
export const useFollowBottom = <T extends HTMLElement>(content: unknown, restartKey: unknown) => {
  const ref = useRef<T>(null);
  const isFollowing = useRef(true);
  const handleScroll = () => {
    if (ref.current) isFollowing.current = isNearBottom(ref.current);
  };
  useLayoutEffect(() => {
    isFollowing.current = true;
  }, [restartKey]);
  useLayoutEffect(() => {
    const list = ref.current;
    if (list && isFollowing.current) list.scrollTop = list.scrollHeight;
  }, [content]);
  return { ref, handleScroll };
};

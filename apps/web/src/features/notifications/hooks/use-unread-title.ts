import { useEffect } from "react";
import { PRODUCT_NAME, unreadTitle } from "./unread-title.ts";

/** Shows the unread count in the tab's title ('Fieldstead (3)'); the plain title again when unmounted. */
export const useUnreadTitle = (count: number): void => {
  useEffect(() => {
    document.title = unreadTitle(count);
  }, [count]);
  useEffect(
    () => () => {
      document.title = PRODUCT_NAME;
    },
    [],
  );
};

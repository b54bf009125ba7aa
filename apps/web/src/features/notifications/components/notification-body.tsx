import { useMemo, type MouseEvent } from "react";
import { Box } from "@mui/material";
import { sanitizeHtml } from "../../../lib/sanitize-html.ts";

export type NotificationBodyProps = {
  /** The notification's BodyText (HTML). */
  html: string;
  isUnread: boolean;
  /**
   * Links become plain text (the panel: the whole item is what one clicks). Otherwise a link to a page of the
   * app is handed to `onAppLink` instead of reloading the page.
   */
  isLinkFree?: boolean;
  onAppLink?: (href: string) => void;
};

const withoutLinks = (html: string): string => {
  const template = document.createElement("template");
  template.innerHTML = html;
  template.content.querySelectorAll("a").forEach((link) => link.replaceWith(...Array.from(link.childNodes)));
  return template.innerHTML;
};

const isAppHref = (href: string) => href.startsWith("/") && !href.startsWith("//") && !href.startsWith("/\\");

/** A notification's text: its HTML made safe (no scripts, handlers, styles or forms) and shown as formatted text. */
export const NotificationBody = ({
  html,
  isUnread,
  isLinkFree = false,
  onAppLink,
}: NotificationBodyProps) => {
  const safe = useMemo(() => {
    const clean = sanitizeHtml(html);
    return isLinkFree ? withoutLinks(clean) : clean;
  }, [html, isLinkFree]);
  const handleClick = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest("a");
    const href = link?.getAttribute("href") ?? "";
    if (!onAppLink || !isAppHref(href)) return;
    event.preventDefault();
    onAppLink(href);
  };
  return (
    <Box
      onClick={handleClick}
      sx={{
        fontSize: 14,
        lineHeight: 1.45,
        fontWeight: isUnread ? 600 : 400,
        color: "text.primary",
        overflowWrap: "anywhere",
        "& p": { m: 0 },
        "& p + p": { mt: 0.5 },
        "& ul, & ol": { my: 0.5, pl: 2.5 },
      }}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
};

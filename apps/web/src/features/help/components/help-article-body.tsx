import { useMemo, type MouseEvent } from "react";
import { useNavigate } from "react-router";
import { Box } from "@mui/material";
import { sanitizeHtml } from "../../../lib/sanitize-html.ts";

export type HelpArticleBodyProps = {
  /** The article's HTML as the server sends it (sanitised there; sanitised again here before it is shown). */
  html: string;
};

/** A hash address of the app ('/#/help/other-article'), as the in-app path it names ('/help/other-article'). */
export const appPathOf = (href: string): string | null => (href.startsWith("/#/") ? href.slice(2) : null);

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * An article's text, readable as a document: headings, lists, code and tables styled. Links to pages of the
 * app move within it (no reload, and the right address form on phones too); a modified click still opens a tab.
 */
export const HelpArticleBody = ({ html }: HelpArticleBodyProps) => {
  const navigate = useNavigate();
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  const handleClick = (event: MouseEvent<HTMLElement>) => {
    const path = appPathOf((event.target as Element).closest("a")?.getAttribute("href") ?? "");
    if (path === null || !isPlainClick(event)) return;
    event.preventDefault();
    navigate(path);
  };
  return (
    // The clicks handled are those of the links inside, which are keyboard-reachable anchors themselves.
    <Box
      onClick={handleClick}
      sx={{
        typography: "body1",
        lineHeight: 1.65,
        overflowWrap: "anywhere",
        "& h2, & h3, & h4": { fontWeight: 600, lineHeight: 1.3, mt: 3.5, mb: 1 },
        "& h2": { fontSize: "1.375rem" },
        "& h3": { fontSize: "1.2rem" },
        "& h4": { fontSize: "1.05rem" },
        "& p": { my: 1.25 },
        "& ul, & ol": { my: 1.25, pl: 3.5 },
        "& li": { my: 0.5 },
        "& li > ul, & li > ol": { my: 0.5 },
        "& a": { color: "primary.main", textDecoration: "underline", textUnderlineOffset: "2px" },
        "& code": {
          fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
          fontSize: "0.875em",
          px: 0.5,
          py: 0.125,
          borderRadius: 0.5,
          bgcolor: "action.hover",
        },
        "& pre": { p: 2, my: 2, borderRadius: 1, bgcolor: "action.hover", overflowX: "auto" },
        "& pre code": { p: 0, bgcolor: "transparent" },
        "& blockquote": {
          my: 2,
          mx: 0,
          pl: 2,
          borderLeft: 4,
          borderColor: "divider",
          color: "text.secondary",
        },
        "& table": {
          borderCollapse: "collapse",
          my: 2,
          display: "block",
          overflowX: "auto",
          maxWidth: "100%",
        },
        "& th, & td": { border: 1, borderColor: "divider", px: 1.5, py: 0.75, textAlign: "left" },
        "& th": { bgcolor: "action.hover", fontWeight: 600 },
        "& hr": { border: 0, borderTop: 1, borderColor: "divider", my: 3 },
      }}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
};

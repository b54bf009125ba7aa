import type { ReactNode } from "react";
import { Box } from "@mui/material";

export type ChatPopupBubbleProps = {
  sender: "user" | "bot";
  children?: ReactNode;
  /** Safe HTML (already sanitised) shown instead of the children. */
  html?: string;
};

/** A message of the header popup: the person's questions on the right, the assistant's words on the left. */
export const ChatPopupBubble = ({ sender, children, html }: ChatPopupBubbleProps) => {
  const isUser = sender === "user";
  return (
    <Box
      data-sender={sender}
      sx={{
        alignSelf: isUser ? "flex-end" : "flex-start",
        maxWidth: "85%",
        px: 1.5,
        py: 1,
        borderRadius: 2,
        borderBottomRightRadius: isUser ? 4 : undefined,
        borderBottomLeftRadius: isUser ? undefined : 4,
        bgcolor: isUser ? "primary.main" : "grey.100",
        color: isUser ? "primary.contrastText" : "text.primary",
        fontSize: 14,
        lineHeight: 1.5,
        overflowWrap: "anywhere",
        whiteSpace: isUser ? "pre-wrap" : undefined,
        // Answers are help-article excerpts: keep their headings and lists compact inside the bubble.
        "& p": { m: 0 },
        "& p + *, & * + p": { mt: 1 },
        "& h1, & h2, & h3, & h4, & h5, & h6": { fontSize: 14, fontWeight: 700, mt: 1.25, mb: 0.5 },
        "& ul, & ol": { my: 0.5, pl: 2.5 },
        "& li + li": { mt: 0.25 },
        "& code": { fontSize: 13, bgcolor: "grey.200", px: 0.5, borderRadius: 0.5 },
        "& a": { color: "primary.main" },
      }}
      {...(html === undefined ? { children } : { dangerouslySetInnerHTML: { __html: html } })}
    />
  );
};

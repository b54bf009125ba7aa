import type { MouseEvent, ReactNode } from "react";
import { useNavigate } from "react-router";
import { Box, Typography } from "@mui/material";
import ErrorOutlineOutlined from "@mui/icons-material/ErrorOutlineOutlined";
import { SCREEN_READER_ONLY_SX } from "../../../components/ui/screen-reader-only.ts";
import type { ChatMessage } from "../assistant-chat.types.ts";
import { inAppRoute, isExternalLink } from "./answer-links.ts";
import { TypingDots } from "./typing-dots.tsx";

export type BotMessageProps = {
  message: ChatMessage;
  assistantName: string;
  /** Regenerate, dislike and like under the last whole answer. */
  actions?: ReactNode;
};

const ANSWER_SX = {
  fontSize: 14,
  lineHeight: 1.55,
  overflowWrap: "anywhere",
  "& p": { my: 0.75 },
  "& h1, & h2, & h3, & h4": { fontSize: 15, fontWeight: 700, mt: 1.5, mb: 0.5 },
  "& ul, & ol": { my: 0.75, pl: 2.5 },
  // The blocks stand a little apart, with no margin above the first or below the last.
  "& > *": { mt: 0, mb: 0 },
  "& > * + *": { mt: 0.75 },
  "& > * + h1, & > * + h2, & > * + h3, & > * + h4": { mt: 1.5 },
  "& li + li": { mt: 0.25 },
  "& a": { color: "primary.main", fontWeight: 500 },
  "& code": { fontSize: 13, px: 0.5, borderRadius: 0.5, bgcolor: "action.hover" },
  "& pre": { overflowX: "auto", p: 1, borderRadius: 1, bgcolor: "action.hover" },
  "& table": { borderCollapse: "collapse", my: 1 },
  "& th, & td": { border: 1, borderColor: "divider", px: 1, py: 0.5 },
} as const;

/**
 * The assistant's answer, on the left: typing dots until the first words, then the answer's HTML (sanitised
 * before it got here). Links into the portal go through the router, so the page changes and the chat stays;
 * links to other sites open in a new tab.
 */
export const BotMessage = ({ message, assistantName, actions }: BotMessageProps) => {
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLElement>) => {
    // A modified or middle click keeps the browser's own meaning (a new tab or window).
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const href = (event.target as Element).closest("a")?.getAttribute("href");
    if (!href) return;
    const route = inAppRoute(href);
    if (route !== null) {
      event.preventDefault();
      void navigate(route);
    } else if (isExternalLink(href)) {
      event.preventDefault();
      window.open(href, "_blank", "noopener,noreferrer");
    }
  };
  const isError = message.status === "error";
  return (
    <Box sx={{ display: "flex", flexDirection: "column", alignItems: "flex-start" }}>
      <Box
        sx={{
          maxWidth: "92%",
          px: 1.75,
          py: 1,
          borderRadius: "16px 16px 16px 4px",
          bgcolor: isError ? "background.paper" : "grey.100",
          border: 1,
          borderColor: isError ? "error.light" : "transparent",
        }}
      >
        <Box component="span" sx={SCREEN_READER_ONLY_SX}>
          {assistantName}:
        </Box>
        {message.status === "typing" ? (
          <TypingDots assistantName={assistantName} />
        ) : isError ? (
          <Typography role="alert" sx={{ fontSize: 14, display: "flex", gap: 0.75, color: "error.dark" }}>
            <ErrorOutlineOutlined fontSize="small" aria-hidden />
            {message.text}
          </Typography>
        ) : (
          <Box onClick={handleClick} sx={ANSWER_SX} dangerouslySetInnerHTML={{ __html: message.text }} />
        )}
      </Box>
      {actions}
    </Box>
  );
};

import { Box, keyframes } from "@mui/material";

const bounce = keyframes`
  0%, 80%, 100% { transform: translateY(0); opacity: 0.4; }
  40% { transform: translateY(-4px); opacity: 1; }
`;

export type ChatPopupTypingProps = { assistantName: string };

/** Three bouncing dots while an answer is on its way; announced once to screen readers. */
export const ChatPopupTyping = ({ assistantName }: ChatPopupTypingProps) => (
  <Box
    role="status"
    aria-label={`${assistantName} is typing`}
    sx={{ display: "inline-flex", gap: 0.5, alignItems: "center", height: 20, px: 0.5 }}
  >
    {[0, 1, 2].map((dot) => (
      <Box
        key={dot}
        component="span"
        sx={{
          width: 7,
          height: 7,
          borderRadius: "50%",
          bgcolor: "text.secondary",
          animation: `${bounce} 1.2s ${dot * 0.15}s infinite ease-in-out`,
          "@media (prefers-reduced-motion: reduce)": { animation: "none" },
        }}
      />
    ))}
  </Box>
);

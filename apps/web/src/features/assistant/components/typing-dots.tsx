import { Box, keyframes } from "@mui/material";

const pulse = keyframes`
  0%, 80%, 100% { transform: scale(0.6); opacity: 0.4; }
  40% { transform: scale(1); opacity: 1; }
`;

export type TypingDotsProps = { assistantName: string };

/** Three pulsing dots until the answer's first words arrive; screen readers hear '{name} is typing'. */
export const TypingDots = ({ assistantName }: TypingDotsProps) => (
  <Box
    role="status"
    aria-label={`${assistantName} is typing`}
    sx={{ display: "inline-flex", gap: 0.6, alignItems: "center", height: 22, px: 0.5 }}
  >
    {[0, 1, 2].map((dot) => (
      <Box
        key={dot}
        component="span"
        aria-hidden
        sx={{
          width: 8,
          height: 8,
          borderRadius: "50%",
          bgcolor: "primary.main",
          animation: `${pulse} 1.2s ${dot * 0.16}s infinite ease-in-out both`,
          "@media (prefers-reduced-motion: reduce)": { animation: "none", opacity: 0.7 },
        }}
      />
    ))}
  </Box>
);

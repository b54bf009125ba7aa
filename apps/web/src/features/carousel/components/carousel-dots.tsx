import { Box, ButtonBase } from "@mui/material";
import type { CarouselDashboard, CarouselFrame } from "../carousel.machine.ts";

export type CarouselDotsProps = {
  dashboards: readonly CarouselDashboard[];
  frames: readonly CarouselFrame[];
  index: number;
  onJump: (index: number) => void;
};

/** One dot per dashboard; a dot jumps to its dashboard (portal-shell §2.8). Failed dashboards' dots are red. */
export const CarouselDots = ({ dashboards, frames, index, onJump }: CarouselDotsProps) => (
  <Box
    component="nav"
    aria-label="Dashboards"
    sx={{ display: "flex", flexWrap: "wrap", justifyContent: "center", alignItems: "center", gap: 1 }}
  >
    {dashboards.map((dashboard, i) => {
      const isCurrent = i === index;
      const isFailed = frames[i]?.status === "failed";
      return (
        <ButtonBase
          key={i}
          aria-label={`Dashboard ${i + 1}: ${dashboard.title}`}
          aria-current={isCurrent ? "true" : undefined}
          onClick={() => onJump(i)}
          sx={{
            width: isCurrent ? 28 : 12,
            height: 12,
            borderRadius: 6,
            bgcolor: isFailed ? "#f87171" : isCurrent ? "#93c5fd" : "rgba(226, 232, 240, 0.55)",
            transition: "width 200ms ease, background-color 200ms ease",
            "&:hover": { bgcolor: isFailed ? "#fca5a5" : "#e2e8f0" },
            "&.Mui-focusVisible": { outline: "2px solid #f8fafc", outlineOffset: 2 },
          }}
        />
      );
    })}
  </Box>
);

import type { ReactNode } from "react";
import { Box, Card, Stack, Typography } from "@mui/material";
import type { ChargeProfileLine } from "@fieldstead/domain";
import { PROFILE_LINE_COLUMNS } from "./profile-line-columns.tsx";

export type ProfileLineCardsProps = {
  lines: readonly ChargeProfileLine[];
  renderActions?: (line: ChargeProfileLine) => ReactNode;
};

// The card's heading says the code and description; its lines, the rest.
const LINES = PROFILE_LINE_COLUMNS.filter((c) => c.id !== "Code" && c.id !== "Description");

/** A client's profile lines on a phone: a card each, its actions beside the code. */
export const ProfileLineCards = ({ lines, renderActions }: ProfileLineCardsProps) => (
  <Stack component="ul" aria-label="Charge profile lines" spacing={1.5} sx={{ p: 0, m: 0 }}>
    {lines.map((line) => (
      <Card
        component="li"
        key={line.Id}
        variant="outlined"
        aria-label={line.Code}
        sx={{ listStyle: "none", px: 1.5, py: 1.25 }}
      >
        <Box sx={{ display: "flex", justifyContent: "space-between", gap: 1, alignItems: "center" }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="caption" sx={{ color: "text.secondary" }}>
              {line.Code}
            </Typography>
            <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>{line.Description}</Typography>
          </Box>
          {renderActions && <Box sx={{ flexShrink: 0 }}>{renderActions(line)}</Box>}
        </Box>
        <Box
          component="dl"
          sx={{ display: "grid", gridTemplateColumns: "auto 1fr", columnGap: 2, rowGap: 0.25, m: 0, mt: 1 }}
        >
          {LINES.map((c) => (
            <Box key={c.id} sx={{ display: "contents" }}>
              <Typography component="dt" variant="body2" sx={{ color: "text.secondary" }}>
                {c.header}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: "anywhere" }}>
                {c.cell(line)}
              </Typography>
            </Box>
          ))}
        </Box>
      </Card>
    ))}
  </Stack>
);

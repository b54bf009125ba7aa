import { useId } from "react";
import { Box, ButtonBase, Card, Typography } from "@mui/material";
import ChevronRight from "@mui/icons-material/ChevronRight";
import type { CardMapping } from "./card-mapping.tsx";

export type DataCardProps<Row> = {
  row: Row;
  card: CardMapping<Row>;
  /** The card's main action (opening the record); a card without one is not a button. */
  onOpen?: (row: Row) => void;
};

const hasValue = (value: unknown) => value !== null && value !== undefined && value !== false && value !== "";

const TITLE_SX = {
  display: "-webkit-box",
  WebkitLineClamp: 2,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
  fontWeight: 600,
  overflowWrap: "anywhere",
} as const;

/**
 * One row as a card: its number and status on the first line, its name below across the card's width (the
 * button opening it, named by number and name and stretched over the whole card, so a tap anywhere opens it),
 * then its facts as short 'label value' pairs that wrap.
 */
export const DataCard = <Row,>({ row, card, onOpen }: DataCardProps<Row>) => {
  const overlineId = useId();
  const titleId = useId();
  const factsId = useId();
  const overline = card.overline?.(row) ?? null;
  const title = card.title(row);
  const status = card.status?.(row) ?? null;
  const facts = (card.facts?.(row) ?? []).filter((fact) => hasValue(fact.value));
  return (
    <Card
      component="li"
      variant="outlined"
      sx={{
        position: "relative",
        listStyle: "none",
        px: 1.5,
        py: 1.25,
        display: "grid",
        gridTemplateColumns: "minmax(0, 1fr) auto",
        gridTemplateAreas: '"overline status" "title title" "facts facts"',
        columnGap: 1,
        alignItems: "center",
        "&:has(.data-card-open:focus-visible)": { outline: 2, outlineColor: "primary.main" },
        "&:has(.data-card-open:hover)": { bgcolor: "action.hover" },
        // A button or link among the facts (a download, a decision) stays above the card's own tap area.
        "& dd :is(a, button)": { position: "relative", zIndex: 1 },
      }}
    >
      {overline ? (
        <Typography
          id={overlineId}
          component="span"
          variant="caption"
          sx={{ gridArea: "overline", color: "text.secondary", minWidth: 0, overflowWrap: "anywhere" }}
        >
          {overline}
        </Typography>
      ) : null}
      {status ? (
        <Box sx={{ gridArea: "status", justifySelf: "end", minWidth: 0, maxWidth: "100%", mb: 0.5 }}>
          {status}
        </Box>
      ) : null}
      <Box sx={{ gridArea: "title", display: "flex", alignItems: "center", gap: 0.5, minWidth: 0 }}>
        {onOpen ? (
          <ButtonBase
            id={titleId}
            className="data-card-open"
            onClick={() => onOpen(row)}
            aria-labelledby={overline ? `${overlineId} ${titleId}` : undefined}
            aria-describedby={facts.length > 0 ? factsId : undefined}
            disableRipple
            sx={{
              display: "block",
              flex: 1,
              minWidth: 0,
              textAlign: "left",
              font: "inherit",
              // The whole card answers a tap: the button's area is stretched over it.
              "&::after": { content: '""', position: "absolute", inset: 0 },
            }}
          >
            <Box component="span" sx={TITLE_SX}>
              {title}
            </Box>
          </ButtonBase>
        ) : (
          <Typography component="span" sx={{ ...TITLE_SX, flex: 1 }}>
            {title}
          </Typography>
        )}
        {onOpen ? <ChevronRight aria-hidden sx={{ color: "text.secondary", mr: -0.75 }} /> : null}
      </Box>
      {facts.length > 0 ? (
        <Box
          component="dl"
          id={factsId}
          sx={{
            gridArea: "facts",
            display: "flex",
            flexWrap: "wrap",
            columnGap: 2,
            rowGap: 0.25,
            m: 0,
            mt: 0.75,
          }}
        >
          {facts.map((fact) => (
            <Box key={fact.label} sx={{ display: "flex", gap: 0.75, minWidth: 0, maxWidth: "100%" }}>
              <Typography component="dt" variant="body2" sx={{ color: "text.secondary", flexShrink: 0 }}>
                {fact.label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: "anywhere" }}>
                {fact.value}
              </Typography>
            </Box>
          ))}
        </Box>
      ) : null}
    </Card>
  );
};

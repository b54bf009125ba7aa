import { useEffect, useRef } from "react";
import { Box, Button, Stack, Typography } from "@mui/material";
import type { BillingRulePreviewReply } from "@fieldstead/domain";
import { CurrencyTotals } from "../shared/currency-totals.tsx";
import { PeriodField } from "../shared/period-field.tsx";
import { RulePreviewLines } from "./rule-preview-lines.tsx";

export type RulePreviewSectionProps = {
  period: string;
  onPeriodChange: (period: string) => void;
  periodError?: string | undefined;
  isBusy: boolean;
  /** The last preview of the fields as they are now; null before one (or after a change). */
  result: BillingRulePreviewReply | null;
  onPreview: () => void;
};

export const NO_CLIENT_BILLED = "No client would be billed for this month.";

/** Try the rule before saving it: what it would bill each client for a month, with totals per currency. */
export const RulePreviewSection = ({
  period,
  onPeriodChange,
  periodError,
  isBusy,
  result,
  onPreview,
}: RulePreviewSectionProps) => {
  const resultRef = useRef<HTMLDivElement>(null);
  // The result shows below the fields, often under the dialog's fold: bring it into view.
  useEffect(() => {
    if (result) resultRef.current?.scrollIntoView?.({ block: "nearest", behavior: "smooth" });
  }, [result]);
  return (
    <Box
      component="section"
      aria-labelledby="rule-preview-title"
      sx={{ borderTop: 1, borderColor: "divider", pt: 2 }}
    >
      <Typography
        id="rule-preview-title"
        variant="subtitle1"
        component="h3"
        sx={{ fontWeight: 600, mb: 1.5 }}
      >
        Preview
      </Typography>
      <Stack direction="row" useFlexGap sx={{ gap: 1.5, alignItems: "flex-start", flexWrap: "wrap" }}>
        <PeriodField value={period} onChange={onPeriodChange} error={periodError} />
        <Button variant="outlined" onClick={onPreview} loading={isBusy} sx={{ mt: 1 }}>
          Preview
        </Button>
      </Stack>
      {result && (
        <Stack ref={resultRef} spacing={2} sx={{ mt: 2 }}>
          {result.Lines.length === 0 ? (
            <Typography sx={{ color: "text.secondary" }}>{NO_CLIENT_BILLED}</Typography>
          ) : (
            <>
              <RulePreviewLines lines={result.Lines} />
              <CurrencyTotals totals={result.Totals} label="Preview totals" />
            </>
          )}
        </Stack>
      )}
    </Box>
  );
};

import { Paper, Stack, Typography } from "@mui/material";
import type { TermsReply } from "@fieldstead/domain";
import { formatDate } from "../../../../lib/format.ts";
import { HelpArticleBody } from "../../../help/index.ts";

export type TermsDocumentProps = {
  terms: TermsReply;
  /** Said under the version of the default text (signed in: until the organisation publishes its own). */
  defaultNote: string;
};

/** The text's own first and last margins would add to the padding of the card it sits in. */
export const TERMS_TEXT_EDGES = {
  "& > div > :first-child": { mt: 0 },
  "& > div > :last-child": { mb: 0 },
} as const;

/** Which version this is, and when and by whom it was published (the default text has no date). */
export const termsVersionLine = (terms: TermsReply): string => {
  if (terms.IsDefault || !terms.PublishedOn) return `Version ${terms.Version}`;
  const by = terms.PublishedBy ? ` by ${terms.PublishedBy}` : "";
  return `Version ${terms.Version} · published ${formatDate(terms.PublishedOn)}${by}`;
};

/** One version of the terms: its version line, then the text (sanitised again here before it is shown). */
export const TermsDocument = ({ terms, defaultNote }: TermsDocumentProps) => (
  <Stack spacing={2} sx={{ minWidth: 0 }}>
    <div>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {termsVersionLine(terms)}
      </Typography>
      {terms.IsDefault && (
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {defaultNote}
        </Typography>
      )}
    </div>
    <Paper
      component="article"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 4 }, minWidth: 0, ...TERMS_TEXT_EDGES }}
    >
      <HelpArticleBody html={terms.Html} />
    </Paper>
  </Stack>
);

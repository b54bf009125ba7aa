import { useState } from "react";
import { Alert, Box, Button, Paper, Stack, Tab, Tabs, TextField, Typography } from "@mui/material";
import { TERMS_BODY_MAX } from "@fieldstead/domain";
import { confirm } from "../../../../lib/confirm.ts";
import { refusalByField } from "../../../../lib/form-errors.ts";
import { showSnackbar } from "../../../../lib/snackbar.ts";
import { useDebouncedValue } from "../../../../lib/use-debounced-value.ts";
import { HelpArticleBody } from "../../../help/index.ts";
import { useTermsPreview } from "../api/preview-terms.ts";
import { usePublishTerms } from "../api/publish-terms.ts";
import { TERMS_TEXT_EDGES } from "./terms-document.tsx";

/** Said before a publication: what it does to everyone. */
export const PUBLISH_TERMS_WARNING =
  "Everyone in the organisation will be asked to accept the new terms at their next page load/sign-in.";
const PREVIEW_DELAY_MS = 400;

export type TermsEditorProps = {
  /** The text to start from: the terms in force. */
  initialText: string;
  onClose: () => void;
};

/** The terms as Markdown with a preview, and 'Publish new version' (after a confirmation). */
export const TermsEditor = ({ initialText, onClose }: TermsEditorProps) => {
  const [text, setText] = useState(initialText);
  const [tab, setTab] = useState<"write" | "preview">("write");
  const [refusal, setRefusal] = useState<Record<string, string>>({});
  const draft = useDebouncedValue(text, PREVIEW_DELAY_MS);
  const preview = useTermsPreview(draft, tab === "preview");
  const publish = usePublishTerms();
  const isTooLong = text.length > TERMS_BODY_MAX;
  const fieldError = refusal.BodyMarkdown ?? (isTooLong ? "is at most 100,000 characters" : null);
  const isBlank = text.trim().length === 0;

  const handlePublish = async () => {
    const { confirmed } = await confirm({
      title: "Publish new version",
      message: PUBLISH_TERMS_WARNING,
      icon: "warning",
      yesLabel: "Publish",
      noLabel: "Cancel",
    });
    if (!confirmed) return;
    setRefusal({});
    try {
      const reply = await publish.mutateAsync(text);
      showSnackbar({ message: reply.StatusMessage, severity: "success", durationMs: 6_000 });
      onClose();
    } catch (error) {
      setRefusal(refusalByField(error));
    }
  };

  return (
    <Stack spacing={2}>
      <Tabs value={tab} onChange={(_, value: "write" | "preview") => setTab(value)} aria-label="Terms editor">
        <Tab value="write" label="Write" />
        <Tab value="preview" label="Preview" />
      </Tabs>
      {tab === "write" ? (
        <TextField
          label="Terms of use (Markdown)"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setRefusal({});
          }}
          multiline
          minRows={12}
          maxRows={24}
          fullWidth
          error={Boolean(fieldError)}
          helperText={
            fieldError
              ? `The text ${fieldError}.`
              : `${text.length.toLocaleString("en-US")} of 100,000 characters. Headings (#, ##), lists (-, 1.), **bold**, _italic_ and [links](https://…).`
          }
        />
      ) : (
        <Paper
          variant="outlined"
          sx={{ p: { xs: 2, sm: 3 }, minHeight: 200, minWidth: 0, "& > div": TERMS_TEXT_EDGES }}
          aria-label="Preview"
        >
          {isBlank ? (
            <Typography sx={{ color: "text.secondary" }}>Nothing to preview yet.</Typography>
          ) : preview.isError ? (
            <Alert severity="error">The preview could not be made. Check the text and try again.</Alert>
          ) : preview.data ? (
            <Box sx={{ opacity: preview.isPlaceholderData ? 0.6 : 1 }}>
              <HelpArticleBody html={preview.data.Html} />
            </Box>
          ) : (
            <Typography sx={{ color: "text.secondary" }}>Making the preview...</Typography>
          )}
        </Paper>
      )}
      {refusal.form && <Alert severity="error">{refusal.form}</Alert>}
      <Stack
        direction={{ xs: "column-reverse", sm: "row" }}
        spacing={1.5}
        sx={{ justifyContent: "flex-end" }}
      >
        <Button onClick={onClose} disabled={publish.isPending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={() => void handlePublish()}
          disabled={isBlank || isTooLong || publish.isPending}
        >
          Publish new version
        </Button>
      </Stack>
    </Stack>
  );
};

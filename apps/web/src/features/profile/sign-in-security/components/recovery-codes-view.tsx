import { useState } from "react";
import { Alert, Box, Button, Stack, Typography } from "@mui/material";
import ContentCopyOutlined from "@mui/icons-material/ContentCopyOutlined";
import DownloadOutlined from "@mui/icons-material/DownloadOutlined";
import { saveFile } from "../../../../lib/save-file.ts";

export type RecoveryCodesViewProps = { codes: readonly string[]; email: string };

const fileText = (codes: readonly string[], email: string) =>
  [
    `Fieldstead recovery codes for ${email}`,
    "Each code signs you in once when your authenticator app is not at hand.",
    "",
    ...codes,
    "",
  ].join("\n");

/** The recovery codes, shown once: to copy or download, each usable for one sign-in. */
export const RecoveryCodesView = ({ codes, email }: RecoveryCodesViewProps) => {
  const [isCopied, setCopied] = useState(false);
  const handleCopy = async () => {
    await navigator.clipboard.writeText(codes.join("\n"));
    setCopied(true);
  };
  const handleDownload = () =>
    saveFile({
      blob: new Blob([fileText(codes, email)], { type: "text/plain;charset=utf-8" }),
      fileName: "fieldstead-recovery-codes.txt",
    });
  return (
    <Stack spacing={2}>
      <Alert severity="warning">
        Keep these recovery codes somewhere safe, away from your phone. Each one signs you in once if you lose
        your phone. They are shown only now.
      </Alert>
      <Box
        component="ul"
        aria-label="Recovery codes"
        sx={{
          m: 0,
          p: 2,
          listStyle: "none",
          display: "grid",
          gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
          gap: 1,
          bgcolor: "action.hover",
          borderRadius: 1,
          fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
          fontSize: 16,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1.5} sx={{ flexWrap: "wrap" }}>
        <Button startIcon={<ContentCopyOutlined />} onClick={() => void handleCopy()}>
          {isCopied ? "Copied" : "Copy"}
        </Button>
        <Button startIcon={<DownloadOutlined />} onClick={handleDownload}>
          Download
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {codes.length} codes. Setting up an authenticator app again gives you new codes.
      </Typography>
    </Stack>
  );
};

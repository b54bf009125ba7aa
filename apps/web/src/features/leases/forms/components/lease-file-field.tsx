import { useRef, useState } from "react";
import { Box, Button, MenuItem, TextField } from "@mui/material";
import UploadFileOutlined from "@mui/icons-material/UploadFileOutlined";
import { useQueryClient } from "@tanstack/react-query";
import type { MediaItem } from "@fieldstead/domain";
import { messageOf } from "../../../../lib/form-errors.ts";
import { showErrorSnackbar } from "../../../../lib/snackbar.ts";
import { DOCUMENTS_ROOT_KEY } from "../api/get-lease-documents.ts";
import { uploadLeaseDocument } from "../api/upload-lease-document.ts";

export type LeaseFileFieldProps = {
  leaseId: number;
  label: string;
  name: string;
  isRequired: boolean;
  /** The chosen document's id, or '' for none. */
  value: string;
  documents: readonly MediaItem[];
  error: string | undefined;
  isReadOnly: boolean;
  onChange: (value: string) => void;
};

/** A File field: one of the lease's documents, or a new file uploaded to the lease's gallery and chosen. */
export const LeaseFileField = (props: LeaseFileFieldProps) => {
  const { leaseId, label, name, isRequired, value, documents, error, isReadOnly, onChange } = props;
  const input = useRef<HTMLInputElement>(null);
  const client = useQueryClient();
  const [isUploading, setIsUploading] = useState(false);
  // A chosen file missing from the list (a later page of a large gallery) still shows as chosen.
  const isListed = value === "" || documents.some((d) => String(d.DocumentId) === value);

  const handleFile = async (file: File | undefined) => {
    if (!file) return;
    setIsUploading(true);
    try {
      const stored = await uploadLeaseDocument(leaseId, file);
      // The gallery and this field's list of files both sit under the documents' root.
      await client.invalidateQueries({ queryKey: DOCUMENTS_ROOT_KEY });
      if (stored) onChange(String(stored.DocumentId));
    } catch (failure) {
      showErrorSnackbar(messageOf(failure), 10_000);
    } finally {
      setIsUploading(false);
      if (input.current) input.current.value = "";
    }
  };

  return (
    <Box sx={{ display: "flex", gap: 1, alignItems: "flex-start" }}>
      <TextField
        select
        fullWidth
        label={label}
        name={name}
        required={isRequired}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={Boolean(error)}
        helperText={error}
        disabled={isReadOnly}
      >
        <MenuItem value="">
          <em>None</em>
        </MenuItem>
        {!isListed && <MenuItem value={value}>Document {value}</MenuItem>}
        {documents.map((d) => (
          <MenuItem key={d.DocumentId} value={String(d.DocumentId)}>
            {d.FileName}
          </MenuItem>
        ))}
      </TextField>
      {!isReadOnly && (
        <>
          <Button
            variant="outlined"
            startIcon={<UploadFileOutlined />}
            loading={isUploading}
            onClick={() => input.current?.click()}
            sx={{ mt: 1, flexShrink: 0 }}
            aria-label={`Upload a file for ${label}`}
          >
            Upload
          </Button>
          <input
            ref={input}
            type="file"
            hidden
            data-testid={`upload-${name}`}
            onChange={(e) => void handleFile(e.target.files?.[0])}
          />
        </>
      )}
    </Box>
  );
};

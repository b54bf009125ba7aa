import { Typography } from "@mui/material";
import type { ImportKindId } from "@fieldstead/domain";
import { PaperSection } from "../../../components/ui/paper-section.tsx";
import { ImportButton } from "./import-button.tsx";

export type ImportFileSectionProps = { kind: ImportKindId; onImported: () => void };

/** A bulk page's 'Import from a file' section: many rows from an .xlsx or .csv file, all or none. */
export const ImportFileSection = ({ kind, onImported }: ImportFileSectionProps) => (
  <PaperSection title="Import from a file">
    <Typography sx={{ mb: 2 }}>
      More rows than fit here? Import them from an .xlsx or .csv file made from the template.
    </Typography>
    <ImportButton kind={kind} onImported={onImported} label="Import from a file" />
  </PaperSection>
);

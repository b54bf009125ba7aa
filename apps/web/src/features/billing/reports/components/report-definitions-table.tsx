import { Box, Table, TableBody, TableCell, TableHead, TableRow } from "@mui/material";
import type { BillingReportDefinition } from "@fieldstead/domain";
import { formatDateTime } from "../../../../lib/format.ts";
import { DefinitionActions, type DefinitionActionsProps } from "./definition-actions.tsx";
import { DefinitionParamsText } from "./definition-params-text.tsx";

export type ReportDefinitionsListProps = Omit<DefinitionActionsProps, "definition"> & {
  definitions: readonly BillingReportDefinition[];
};

const CELL = { px: 1.5 } as const;

/** The saved reports on a computer: a row each, newest first, with its actions at the end. */
export const ReportDefinitionsTable = ({ definitions, ...actions }: ReportDefinitionsListProps) => (
  <Box sx={{ overflowX: "auto", minWidth: 0 }}>
    <Table size="small" aria-label="Saved reports">
      <TableHead>
        <TableRow>
          <TableCell sx={CELL}>Name</TableCell>
          <TableCell sx={CELL}>Report</TableCell>
          <TableCell sx={CELL}>Parameters</TableCell>
          <TableCell sx={CELL}>Saved on</TableCell>
          <TableCell sx={CELL} align="right">
            Actions
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {definitions.map((definition) => (
          <TableRow key={definition.Id} hover>
            <TableCell sx={{ ...CELL, fontWeight: 600 }}>{definition.Name}</TableCell>
            <TableCell sx={CELL}>{definition.KindName}</TableCell>
            <TableCell sx={CELL}>
              <DefinitionParamsText params={definition.Params} />
            </TableCell>
            <TableCell sx={{ ...CELL, whiteSpace: "nowrap" }}>
              {formatDateTime(definition.CreatedAt)}
            </TableCell>
            <TableCell sx={CELL} align="right">
              <DefinitionActions definition={definition} {...actions} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </Box>
);

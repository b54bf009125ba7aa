import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { Alert, Box, Button, Link, Stack, Typography } from "@mui/material";
import SaveOutlined from "@mui/icons-material/SaveOutlined";
import type { BillingReport, BillingReportParams } from "@fieldstead/domain";
import { PaperSection } from "../../../../components/ui/paper-section.tsx";
import { ReportChart } from "./report-chart.tsx";
import { ReportExportButtons } from "./report-export-buttons.tsx";
import { ReportNameDialog } from "./report-name-dialog.tsx";
import { REPORT_MANAGEMENT_PATH } from "./report-params.ts";
import { ReportTable } from "./report-table.tsx";

export const NOTHING_TO_REPORT = "Nothing to report for these parameters.";

export type ReportViewProps = {
  /** The parameters the report ran on: exported and saved as they are. */
  params: BillingReportParams;
  report: BillingReport;
  canDownload: boolean;
  canSave: boolean;
};

/** A report that ran: its parameters in words, the chart, the table, and its exports and saving. */
export const ReportView = ({ params, report, canDownload, canSave }: ReportViewProps) => {
  const [isNaming, setIsNaming] = useState(false);
  const [savedName, setSavedName] = useState<string | null>(null);
  const isEmpty = report.Rows.length === 0;
  return (
    <PaperSection title={report.Title} titleSpacing={0.5}>
      <Stack spacing={2.5}>
        <Typography sx={{ color: "text.secondary" }}>{report.Subtitle}</Typography>
        {(canDownload || canSave) && (
          <Stack direction="row" useFlexGap sx={{ flexWrap: "wrap", gap: 1.5 }}>
            {canDownload && <ReportExportButtons params={params} title={report.Title} />}
            {canSave && (
              <Button variant="outlined" startIcon={<SaveOutlined />} onClick={() => setIsNaming(true)}>
                Save report
              </Button>
            )}
          </Stack>
        )}
        {savedName !== null && (
          <Alert severity="success" onClose={() => setSavedName(null)}>
            {`Saved as “${savedName}”. `}
            <Link component={RouterLink} to={REPORT_MANAGEMENT_PATH}>
              Open Report Management
            </Link>{" "}
            to run it again.
          </Alert>
        )}
        {isEmpty ? (
          <Typography sx={{ color: "text.secondary" }}>{NOTHING_TO_REPORT}</Typography>
        ) : (
          <>
            {report.Chart && (
              <Box sx={{ minWidth: 0 }}>
                <ReportChart title={report.Title} chart={report.Chart} />
              </Box>
            )}
            <ReportTable report={report} />
          </>
        )}
      </Stack>
      {isNaming && (
        <ReportNameDialog
          title="Save report"
          submitLabel="Save"
          params={params}
          onSaved={(name) => setSavedName(name)}
          onClose={() => setIsNaming(false)}
        />
      )}
    </PaperSection>
  );
};

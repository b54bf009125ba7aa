import { Alert, Button, Stack } from "@mui/material";
import FileDownloadOutlined from "@mui/icons-material/FileDownloadOutlined";
import {
  BillingReportFormat,
  type BillingReportFormatId,
  type BillingReportParams,
} from "@fieldstead/domain";
import { messageOf } from "../../../../lib/form-errors.ts";
import { useDownloadBillingReport } from "../api/download-billing-report.ts";

export type ReportExportButtonsProps = {
  params: BillingReportParams;
  /** The report's title: the file's name when the server gives none. */
  title: string;
};

const BUTTONS: readonly { format: BillingReportFormatId; label: string }[] = [
  { format: BillingReportFormat.Xlsx, label: "Export xlsx" },
  { format: BillingReportFormat.Pdf, label: "Export PDF" },
];

/** 'Export xlsx' and 'Export PDF': the report on the same parameters as a file, with what went wrong below. */
export const ReportExportButtons = ({ params, title }: ReportExportButtonsProps) => {
  const download = useDownloadBillingReport();
  return (
    <>
      {BUTTONS.map(({ format, label }) => (
        <Button
          key={format}
          variant="outlined"
          startIcon={<FileDownloadOutlined />}
          loading={download.isPending && download.variables?.format === format}
          disabled={download.isPending}
          onClick={() => download.mutate({ params, format, baseName: title })}
        >
          {label}
        </Button>
      ))}
      {download.isError && (
        <Stack sx={{ flexBasis: "100%" }}>
          <Alert severity="error" onClose={() => download.reset()}>
            {`The report could not be exported: ${messageOf(download.error)}`}
          </Alert>
        </Stack>
      )}
    </>
  );
};

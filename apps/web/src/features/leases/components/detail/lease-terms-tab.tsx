import {
  Alert,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from "@mui/material";
import { FactList } from "../../../../components/ui/fact-list.tsx";
import { PageLoader } from "../../../../components/ui/page-loader.tsx";
import { PaperSection } from "../../../../components/ui/paper-section.tsx";
import { useLeaseTerms } from "../../api/get-lease-terms.ts";
import { dayText, moneyText } from "../lease-format.ts";

/** A tenure in years and months: 24 months read '2 years', 18 months '1 year 6 months'. */
export const tenureText = (months: number | null): string => {
  if (months === null) return "";
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const part = (n: number, word: string) => (n === 0 ? "" : `${n} ${word}${n === 1 ? "" : "s"}`);
  return [part(years, "year"), part(rest, "month")].filter(Boolean).join(" ") || "0 months";
};

/** The LeaseTerms tab: each rent level with the periods it covers, the total, tenure, notice and renewal. */
export const LeaseTermsTab = ({ leaseId }: { leaseId: number }) => {
  const terms = useLeaseTerms(leaseId);
  if (terms.isPending) return <PageLoader />;
  if (terms.isError)
    return <Alert severity="error">{`The terms could not be loaded: ${terms.error.message}`}</Alert>;
  const t = terms.data;
  return (
    <Stack spacing={3}>
      <PaperSection title="Terms" titleSpacing={1.5}>
        <FactList
          facts={[
            ["Lease Start", dayText(t.StartDate)],
            ["Lease End", dayText(t.EndDate)],
            ["Tenure", tenureText(t.TenureMonths)],
            ["Billed", t.RentFrequencyName],
            ["Total rent", moneyText(t.TotalRent)],
            ["Notice by", dayText(t.NoticeDate)],
            ["Renewal from", dayText(t.RenewalDate)],
          ]}
        />
      </PaperSection>
      <PaperSection title="Rent steps" titleSpacing={1.5}>
        <TableContainer sx={{ overflowX: "auto" }}>
          <Table size="small" aria-label="Rent steps">
            <TableHead>
              <TableRow>
                <TableCell>From</TableCell>
                <TableCell>To</TableCell>
                <TableCell align="right">Rent</TableCell>
                <TableCell align="right">Periods</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {t.RentSteps.map((step) => (
                <TableRow key={step.From}>
                  <TableCell>{dayText(step.From)}</TableCell>
                  <TableCell>{dayText(step.To)}</TableCell>
                  <TableCell align="right">{moneyText(step.Rent)}</TableCell>
                  <TableCell align="right">{step.Periods}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </PaperSection>
    </Stack>
  );
};

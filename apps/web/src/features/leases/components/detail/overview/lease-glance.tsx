import { Box } from "@mui/material";
import type { LeaseDetail } from "@fieldstead/domain";
import { FactList } from "../../../../../components/ui/fact-list.tsx";
import { dayText, isPositiveMoney, moneyText, rentText } from "../../lease-format.ts";
import { LeaseStatusChip } from "../../lease-status-chip.tsx";
import { LeaseLocationLink } from "../lease-header.tsx";

/** The increase in words: '3.50% every 12 months from Jan 01, 2027', '100.00 every 6 months from …'. */
export const escalationText = (escalation: LeaseDetail["Escalation"]): string => {
  if (!escalation) return "No increase";
  const amount = escalation.Kind === "Percent" ? `${escalation.Value}%` : moneyText(escalation.Value);
  const every = escalation.EveryMonths === 1 ? "every month" : `every ${escalation.EveryMonths} months`;
  return `${amount} ${every} from ${dayText(escalation.FromDate)}`;
};

const nextPaymentText = (lease: LeaseDetail): string =>
  lease.NextPaymentDue
    ? `${moneyText(lease.NextPaymentAmount)} due ${dayText(lease.NextPaymentDue)}`
    : "Nothing due";

/** The lease's terms at a glance: who, where, when, how much, what is due and what is owed. */
export const LeaseGlance = ({ lease }: { lease: LeaseDetail }) => (
  <FactList
    spacing={2}
    facts={[
      ["Status", <LeaseStatusChip statusId={lease.StatusId} />],
      ["Lessor", lease.Lessor],
      ["Lessee", lease.Lessee],
      ["Location", <LeaseLocationLink lease={lease} />],
      ["Lease Start", dayText(lease.StartDate)],
      ["Lease End", dayText(lease.EndDate)],
      ["Rent", rentText(lease.Rent, lease.RentFrequencyName)],
      ["Security deposit", moneyText(lease.SecurityDeposit)],
      ["Rent increase", escalationText(lease.Escalation)],
      ["Notice", `${lease.NoticeMonths} ${lease.NoticeMonths === 1 ? "month" : "months"}`],
      ["Next payment", nextPaymentText(lease)],
      [
        "Arrears",
        <Box
          component="span"
          sx={isPositiveMoney(lease.Arrears) ? { color: "error.main", fontWeight: 700 } : undefined}
        >
          {moneyText(lease.Arrears)}
        </Box>,
      ],
      ["Dimensions", lease.Dimensions],
      ["Area", lease.AreaSqm ? `${moneyText(lease.AreaSqm)} m²` : ""],
      ["Description", lease.Description],
    ]}
  />
);

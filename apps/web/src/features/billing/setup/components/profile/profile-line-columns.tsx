import type { ReactNode } from "react";
import { Typography } from "@mui/material";
import type { ChargeProfileLine } from "@fieldstead/domain";
import { dayText, moneyText } from "../../../../../lib/money-format.ts";
import { discountText } from "../setup-format.ts";

export type ProfileLineColumn = {
  id: string;
  header: string;
  cell: (line: ChargeProfileLine) => ReactNode;
  isAmount?: boolean;
};

/** A line without a negotiated rate bills the code's list rate, and says so. */
const NegotiatedRate = ({ line }: { line: ChargeProfileLine }) =>
  line.Rate === null ? (
    <Typography component="span" variant="body2" sx={{ color: "text.secondary" }}>
      List rate
    </Typography>
  ) : (
    <>{moneyText(line.Rate)}</>
  );

/** The profile's columns, on a computer's table and a phone's cards alike. */
export const PROFILE_LINE_COLUMNS: readonly ProfileLineColumn[] = [
  { id: "Code", header: "Code", cell: (line) => line.Code },
  { id: "Description", header: "Description", cell: (line) => line.Description },
  { id: "Unit", header: "Unit", cell: (line) => line.UnitName },
  { id: "ListRate", header: "List rate", cell: (line) => moneyText(line.ListRate), isAmount: true },
  { id: "Rate", header: "Negotiated rate", cell: (line) => <NegotiatedRate line={line} />, isAmount: true },
  { id: "Discount", header: "Discount %", cell: (line) => discountText(line.Discount), isAmount: true },
  { id: "EffectiveFrom", header: "Effective from", cell: (line) => dayText(line.EffectiveFrom) },
  { id: "EffectiveTo", header: "Effective to", cell: (line) => dayText(line.EffectiveTo) || "—" },
];

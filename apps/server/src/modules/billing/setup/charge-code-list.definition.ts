import { sql, type SQL } from "drizzle-orm";
import {
  CHARGE_CODE_LIST_COLUMNS,
  CHARGE_UNIT_NAMES,
  ChargeUnit,
  type ChargeUnitId,
} from "@fieldstead/domain";
import { chargeCodes } from "../../../db/schema/index.ts";
import type { ListDefinition } from "../../../lib/list-query.ts";
import { listColumnsFrom } from "../../../lib/list-query.columns.ts";
import { enumLabelSql } from "../../../lib/list-query.labels.ts";

/** A code is retired once its last day has passed: it has an end, and the end is before today. */
export const isRetiredSql = (today: string): SQL<boolean> =>
  sql<boolean>`(${chargeCodes.effectiveTo} is not null and ${chargeCodes.effectiveTo} < ${today}::date)`;

/** The tax rate as the percent people read (its column holds thousandths of a percent). */
const taxRatePercentSql = sql`(${chargeCodes.taxRateMilli}::numeric / 1000)`;

/** The charge-code catalogue (Billing/GetChargeCodeList) on the organisation's `today`. */
export const chargeCodeListOn = (today: string): ListDefinition => ({
  name: "charge-codes",
  id: chargeCodes.id,
  orgId: chargeCodes.orgId,
  defaultSort: [{ colId: "Code", sort: "asc" }],
  columns: listColumnsFrom(CHARGE_CODE_LIST_COLUMNS, {
    Id: { sql: chargeCodes.id, isInteger: true },
    Code: { sql: chargeCodes.code, isSearchable: true },
    Description: { sql: chargeCodes.description, isSearchable: true },
    UnitId: { sql: chargeCodes.unitId, setOf: "number", isInteger: true },
    UnitName: {
      sql: enumLabelSql(chargeCodes.unitId, ChargeUnit, (id: ChargeUnitId) => CHARGE_UNIT_NAMES[id]),
    },
    Rate: { sql: chargeCodes.rate },
    TaxRate: { sql: taxRatePercentSql },
    EffectiveFrom: { sql: chargeCodes.effectiveFrom },
    EffectiveTo: { sql: chargeCodes.effectiveTo, isNullable: true },
    IsRetired: { sql: isRetiredSql(today) },
    UpdatedAt: { sql: chargeCodes.updatedAt },
  }),
});

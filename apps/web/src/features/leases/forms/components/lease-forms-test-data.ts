import { AccessRightType, ModuleId, type LeaseFormField } from "@fieldstead/domain";
import { grantedModule } from "../../../../test/session-fixtures.tsx";

/** The organisation's extra lease fields, as GetLeaseFormFields answers them. */
export const FIELDS: LeaseFormField[] = [
  {
    Id: 7,
    Label: "Rent basis",
    FieldType: "Dropdown",
    Required: true,
    Options: ["Gross", "Net"],
    SortOrder: 1,
  },
  { Id: 8, Label: "Insurer", FieldType: "Text", Required: true, Options: [], SortOrder: 2 },
  { Id: 9, Label: "Parking bays", FieldType: "Number", Required: false, Options: [], SortOrder: 3 },
];

const { ReadOnly, ReadWrite } = AccessRightType;
/** Leases with its BillingForm tab (56) at read-write: may answer and design the form. */
export const FORM_WRITER = [
  grantedModule(ModuleId.Leases, 0, ReadWrite),
  grantedModule(ModuleId.LeaseBillingForm, ModuleId.Leases, ReadWrite),
];
/** Leases with the BillingForm tab read-only. */
export const FORM_READER = [
  grantedModule(ModuleId.Leases, 0, ReadWrite),
  grantedModule(ModuleId.LeaseBillingForm, ModuleId.Leases, ReadOnly),
];

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

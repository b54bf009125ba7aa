import {
  AccessRightType,
  ModuleId,
  ReconDifferenceKind,
  ReconDifferenceState,
  type ReconDifferenceRow,
  type ReconRunDetail,
  type ReconRunRow,
} from "@fieldstead/domain";
import { grantedModule } from "../../../../test/session-fixtures.tsx";

const { ReadOnly, ReadWrite } = AccessRightType;

/** A role that reconciles: the area at read-write and the run capability. */
export const RECONCILER = [
  grantedModule(ModuleId.Billing, 0, ReadWrite),
  grantedModule(ModuleId.BillingTechRecon, ModuleId.Billing, ReadWrite),
  grantedModule(ModuleId.BillingTechReconRun, ModuleId.Billing, ReadWrite),
];
/** A role that reads the runs only. */
export const RECON_READER = [
  grantedModule(ModuleId.Billing, 0, ReadOnly),
  grantedModule(ModuleId.BillingTechRecon, ModuleId.Billing, ReadOnly),
];

export const RUN: ReconRunRow = {
  Id: 31,
  Period: "2026-10",
  ClientId: 7,
  ClientName: "Harbor Foods",
  ResultCode: 15,
  ResultMessage: "3 differences found at 2 sites.",
  DifferenceCount: 3,
  OpenCount: 2,
  CreatedAt: "2026-11-02T15:00:00Z",
  CreatedByName: "Lena Lease",
};

export const difference = (id: number, extra: Partial<ReconDifferenceRow> = {}): ReconDifferenceRow => ({
  Id: id,
  ClientId: 7,
  ClientName: "Harbor Foods",
  LocationId: 50,
  SiteName: "North Campus",
  CategoryId: 9,
  CategoryName: "Chillers",
  KindId: ReconDifferenceKind.QuantityDiffers,
  KindName: "Quantity differs",
  BilledQuantity: 3,
  FoundQuantity: 2,
  StateId: ReconDifferenceState.Open,
  StateName: "Open",
  WorkOrderId: null,
  WorkOrderNumber: null,
  AppliedInvoiceId: null,
  DecidedAt: null,
  DecidedByName: null,
  ...extra,
});

/** The run with an open difference, one sent to verify (work order 88) and one missing in the field. */
export const RUN_DETAIL: ReconRunDetail = {
  Run: RUN,
  Differences: [
    difference(301),
    difference(302, {
      SiteName: "Dock 4",
      CategoryName: "Pumps",
      KindId: ReconDifferenceKind.FoundNotBilled,
      KindName: "Found but not billed",
      BilledQuantity: 0,
      FoundQuantity: 1,
      StateId: ReconDifferenceState.VerifyOnSite,
      StateName: "Verify on site",
      WorkOrderId: 88,
      WorkOrderNumber: "WO-2026-00088",
    }),
    difference(303, {
      CategoryName: "Lights",
      KindId: ReconDifferenceKind.BilledNotFound,
      KindName: "Billed but not found",
      BilledQuantity: 4,
      FoundQuantity: 0,
    }),
  ],
};

export const CLIENTS = {
  Clients: [
    { Id: 7, Name: "Harbor Foods", IsActive: true },
    { Id: 8, Name: "Old Mill", IsActive: false },
  ],
};

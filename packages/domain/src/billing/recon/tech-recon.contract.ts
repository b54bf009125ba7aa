import { defineContract } from "../../shared/contract.ts";
import { IdQuerySchema } from "../../shared/id.schemas.ts";
import { AccessRightType, ModuleId } from "../../permissions/permissions.enums.ts";
import {
  ReconClientsReplySchema,
  ReconDecisionReplySchema,
  ReconDifferenceIdSchema,
  ReconRunDetailSchema,
  ReconRunListReplySchema,
  RunTechReconReplySchema,
  RunTechReconSchema,
  VerifyReconDifferenceReplySchema,
} from "./tech-recon.schemas.ts";

const TAG = "Billing";
/** The Technical Reconciliation area (41) under Billing (40). */
const techRecon = (level: 1 | 2) =>
  ({ kind: "module", moduleId: ModuleId.BillingTechRecon, parentId: ModuleId.Billing, level }) as const;

export const GetTechReconRunsContract = defineContract({
  method: "GET",
  path: "/Billing/GetTechReconRuns",
  summary: "The organisation's technical reconciliation runs, newest first (the latest 200).",
  tag: TAG,
  access: techRecon(AccessRightType.ReadOnly),
  reply: ReconRunListReplySchema,
});

export const GetTechReconRunContract = defineContract({
  method: "GET",
  path: "/Billing/GetTechReconRun",
  summary:
    "One technical reconciliation run with its differences (billed against found, per client, site and category).",
  tag: TAG,
  access: techRecon(AccessRightType.ReadOnly),
  query: IdQuerySchema,
  reply: ReconRunDetailSchema,
});

export const GetTechReconClientsContract = defineContract({
  method: "GET",
  path: "/Billing/GetTechReconClients",
  summary: "The organisation's billed clients, for limiting a run to one.",
  tag: TAG,
  access: techRecon(AccessRightType.ReadOnly),
  reply: ReconClientsReplySchema,
});

export const RunTechReconContract = defineContract({
  method: "POST",
  path: "/Billing/RunTechRecon",
  summary:
    "Reconciles a month's billed assets against the field for every active client or one ('run technical reconciliation' capability): StatusCode 0 when they agree, 15 when differences are found, 19 when no asset is recorded at the sites.",
  tag: TAG,
  access: techRecon(AccessRightType.ReadWrite),
  body: RunTechReconSchema,
  reply: RunTechReconReplySchema,
});

export const AcceptReconDifferenceContract = defineContract({
  method: "POST",
  path: "/Billing/AcceptReconDifference",
  summary: "Accepts an open difference: the client's next invoice carries an adjustment line for it.",
  tag: TAG,
  access: techRecon(AccessRightType.ReadWrite),
  body: ReconDifferenceIdSchema,
  reply: ReconDecisionReplySchema,
});

export const VerifyReconDifferenceContract = defineContract({
  method: "POST",
  path: "/Billing/VerifyReconDifference",
  summary: "Sends an open difference to be verified on site: a Fixed Assets work order at the site.",
  tag: TAG,
  access: techRecon(AccessRightType.ReadWrite),
  body: ReconDifferenceIdSchema,
  reply: VerifyReconDifferenceReplySchema,
});

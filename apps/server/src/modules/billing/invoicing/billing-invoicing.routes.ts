import type { FastifyInstance } from "fastify";
import {
  DeleteBatchContract,
  DeleteBillingRuleContract,
  GenerateBatchContract,
  GetBatchContract,
  GetBatchListContract,
  GetBillingRulesContract,
  MoveBatchContract,
  PreviewBillingRuleContract,
  RegenerateBatchContract,
  SaveBillingRuleContract,
  UpdateBatchArrearsContract,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import { registerContract } from "../../../lib/routes.ts";
import { deleteBatch, regenerateBatch, updateBatchArrears } from "./batches/batch-edit.service.ts";
import { generateBatch } from "./batches/batch-generate.service.ts";
import { moveBatch } from "./batches/batch-move.service.ts";
import { batchDetail, batchList } from "./batches/batch-read.service.ts";
import {
  billingRules,
  deleteBillingRule,
  previewBillingRule,
  saveBillingRule,
} from "./rules/billing-rules.service.ts";

/**
 * Billing rules (list, save, delete, preview) and invoicing batches: generate a month's batch, list and read
 * batches, move one along its review (Generate numbers its invoices), and regenerate, re-carry arrears or delete
 * a Draft.
 */
export const billingInvoicingRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(app, ctx, GetBillingRulesContract, async ({ session }) => billingRules(ctx, session));
  registerContract(app, ctx, SaveBillingRuleContract, async ({ body, session }) =>
    saveBillingRule(ctx, session, body),
  );
  registerContract(app, ctx, DeleteBillingRuleContract, async ({ body, session }) =>
    deleteBillingRule(ctx, session, body.Id),
  );
  registerContract(app, ctx, PreviewBillingRuleContract, async ({ body, session }) =>
    previewBillingRule(ctx, session, body),
  );
  registerContract(app, ctx, GetBatchListContract, async ({ body, session }) =>
    batchList(ctx, session, body),
  );
  registerContract(app, ctx, GenerateBatchContract, async ({ body, session }) =>
    generateBatch(ctx, session, body),
  );
  registerContract(app, ctx, GetBatchContract, async ({ query, session }) =>
    batchDetail(ctx, session, query.Id),
  );
  registerContract(app, ctx, MoveBatchContract, async ({ body, session }) => moveBatch(ctx, session, body));
  registerContract(app, ctx, RegenerateBatchContract, async ({ body, session }) =>
    regenerateBatch(ctx, session, body.Id),
  );
  registerContract(app, ctx, UpdateBatchArrearsContract, async ({ body, session }) =>
    updateBatchArrears(ctx, session, body.Id),
  );
  registerContract(app, ctx, DeleteBatchContract, async ({ body, session }) =>
    deleteBatch(ctx, session, body.Id),
  );
};

import type { FastifyInstance } from "fastify";
import {
  GetLeaseFormFieldsContract,
  GetLeaseFormValuesContract,
  SaveLeaseFormFieldsContract,
  SaveLeaseFormValuesContract,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import { registerContract } from "../../../lib/routes.ts";
import { leaseFormFields, saveLeaseFormFields } from "./lease-form-fields.service.ts";
import { leaseFormValues, saveLeaseFormValues } from "./lease-form-values.service.ts";

/** The organisation's extra lease fields (FormBuilderLease) and a lease's answers (the BillingForm tab). */
export const leaseFormRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(app, ctx, GetLeaseFormFieldsContract, async ({ session }) =>
    leaseFormFields(ctx, session),
  );
  registerContract(app, ctx, SaveLeaseFormFieldsContract, async ({ body, session }) =>
    saveLeaseFormFields(ctx, session, body),
  );
  registerContract(app, ctx, GetLeaseFormValuesContract, async ({ query, session }) =>
    leaseFormValues(ctx, session, query.Id),
  );
  registerContract(app, ctx, SaveLeaseFormValuesContract, async ({ body, session }) =>
    saveLeaseFormValues(ctx, session, body),
  );
};

import type { FastifyInstance } from "fastify";
import {
  DeleteChargeProfileLineContract,
  GetChargeCodeListContract,
  GetChargeProfileContract,
  GetClientListContract,
  RetireChargeCodeContract,
  SaveChargeCodeContract,
  SaveChargeProfileLineContract,
  SaveClientContract,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import { registerContract } from "../../../lib/routes.ts";
import { clientList, saveClient } from "./billing-clients.service.ts";
import { chargeCodeList, retireChargeCode, saveChargeCode } from "./charge-codes.service.ts";
import { chargeProfile, deleteChargeProfileLine, saveChargeProfileLine } from "./charge-profiles.service.ts";

/** Billing setup: the billed clients, the charge-code catalogue, and each client's charge profile. */
export const billingSetupRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(app, ctx, GetClientListContract, async ({ body, session }) =>
    clientList(ctx, session, body),
  );
  registerContract(app, ctx, SaveClientContract, async ({ body, session }) => saveClient(ctx, session, body));
  registerContract(app, ctx, GetChargeCodeListContract, async ({ body, session }) =>
    chargeCodeList(ctx, session, body),
  );
  registerContract(app, ctx, SaveChargeCodeContract, async ({ body, session }) =>
    saveChargeCode(ctx, session, body),
  );
  registerContract(app, ctx, RetireChargeCodeContract, async ({ body, session }) =>
    retireChargeCode(ctx, session, body),
  );
  registerContract(app, ctx, GetChargeProfileContract, async ({ query, session }) =>
    chargeProfile(ctx, session, query.ClientId),
  );
  registerContract(app, ctx, SaveChargeProfileLineContract, async ({ body, session }) =>
    saveChargeProfileLine(ctx, session, body),
  );
  registerContract(app, ctx, DeleteChargeProfileLineContract, async ({ body, session }) =>
    deleteChargeProfileLine(ctx, session, body.Id),
  );
};

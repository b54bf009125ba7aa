import type { FastifyInstance } from "fastify";
import {
  GetFormContract,
  GetFormListLiteContract,
  GetFormsContract,
  MoveFormContract,
  SaveFormContract,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { registerContract } from "../../lib/routes.ts";
import { moveForm } from "./form-move.service.ts";
import { saveForm } from "./form-save.service.ts";
import { formDetail, formList, formListLite } from "./forms.service.ts";

/** The Form Builder's calls: the light and full lists, one form, saving a draft and the life-cycle moves. */
export const formsRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(app, ctx, GetFormListLiteContract, async ({ body, session }) =>
    formListLite(ctx, session, body),
  );
  registerContract(app, ctx, GetFormsContract, async ({ body, session }) => formList(ctx, session, body));
  registerContract(app, ctx, GetFormContract, async ({ query, session }) =>
    formDetail(ctx, session, query.FormId),
  );
  registerContract(app, ctx, SaveFormContract, async ({ body, session }) => saveForm(ctx, session, body));
  registerContract(app, ctx, MoveFormContract, async ({ body, session }) => moveForm(ctx, session, body));
};

import type { FastifyInstance } from "fastify";
import {
  CreateTaskContract,
  DeleteTaskContract,
  GetFieldRightsContract,
  GetTaskFieldAccessContract,
  GetTaskForEditContract,
  ReviewTaskFieldContract,
  SearchTaskPeopleContract,
  SearchTaskProjectsContract,
  SetFieldRightContract,
  UpdateTaskContract,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { registerContract } from "../../lib/routes.ts";
import { requireSession } from "../../plugins/auth.ts";
import { reviewTaskField } from "./task-field-review.service.ts";
import { fieldRights, setFieldRight } from "./task-field-rights.service.ts";
import {
  createTask,
  deleteTask,
  searchTaskPeople,
  searchTaskProjects,
  taskFieldAccess,
  taskForEdit,
  updateTask,
} from "./task-records.service.ts";

/** Task records: create, edit and delete, the field actions and pickers, and the roles' field rights. */
export const taskRecordsRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(app, ctx, CreateTaskContract, async ({ body, request }) =>
    createTask(ctx, requireSession(request), body),
  );
  registerContract(app, ctx, GetTaskForEditContract, async ({ query, request }) =>
    taskForEdit(ctx, requireSession(request), query.Id),
  );
  registerContract(app, ctx, UpdateTaskContract, async ({ body, request }) =>
    updateTask(ctx, requireSession(request), body),
  );
  registerContract(app, ctx, DeleteTaskContract, async ({ body, request }) =>
    deleteTask(ctx, requireSession(request), body),
  );
  registerContract(app, ctx, ReviewTaskFieldContract, async ({ body, request }) =>
    reviewTaskField(ctx, requireSession(request), body),
  );
  registerContract(app, ctx, GetTaskFieldAccessContract, async ({ request }) =>
    taskFieldAccess(ctx, requireSession(request)),
  );
  registerContract(app, ctx, SearchTaskPeopleContract, async ({ body, request }) =>
    searchTaskPeople(ctx, requireSession(request), body),
  );
  registerContract(app, ctx, SearchTaskProjectsContract, async ({ body, request }) =>
    searchTaskProjects(ctx, requireSession(request), body),
  );
  registerContract(app, ctx, GetFieldRightsContract, async ({ query, request }) =>
    fieldRights(ctx, requireSession(request), query),
  );
  registerContract(app, ctx, SetFieldRightContract, async ({ body, request }) =>
    setFieldRight(ctx, requireSession(request), body),
  );
};

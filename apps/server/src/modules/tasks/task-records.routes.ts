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
import { reviewTaskField } from "./review/task-field-review.service.ts";
import { fieldRights, setFieldRight } from "./status/task-field-rights.service.ts";
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
  registerContract(app, ctx, CreateTaskContract, async ({ body, session }) => createTask(ctx, session, body));
  registerContract(app, ctx, GetTaskForEditContract, async ({ query, session }) =>
    taskForEdit(ctx, session, query.Id),
  );
  registerContract(app, ctx, UpdateTaskContract, async ({ body, session }) => updateTask(ctx, session, body));
  registerContract(app, ctx, DeleteTaskContract, async ({ body, session }) => deleteTask(ctx, session, body));
  registerContract(app, ctx, ReviewTaskFieldContract, async ({ body, session }) =>
    reviewTaskField(ctx, session, body),
  );
  registerContract(app, ctx, GetTaskFieldAccessContract, async ({ session }) =>
    taskFieldAccess(ctx, session),
  );
  registerContract(app, ctx, SearchTaskPeopleContract, async ({ body, session }) =>
    searchTaskPeople(ctx, session, body),
  );
  registerContract(app, ctx, SearchTaskProjectsContract, async ({ body, session }) =>
    searchTaskProjects(ctx, session, body),
  );
  registerContract(app, ctx, GetFieldRightsContract, async ({ query, session }) =>
    fieldRights(ctx, session, query),
  );
  registerContract(app, ctx, SetFieldRightContract, async ({ body, session }) =>
    setFieldRight(ctx, session, body),
  );
};

import type { FastifyInstance } from "fastify";
import {
  CreateCategoryContract,
  CreateManufacturerContract,
  CreatePartConfigurationContract,
  DeleteCategoryContract,
  DeleteManufacturerContract,
  DeletePartConfigurationContract,
  DeleteVendorContract,
  GeneratePartNumberContract,
  GetCategoryListContract,
  GetManufacturerListContract,
  GetPartConfigurationContract,
  GetPartConfigurationListContract,
  GetVendorListContract,
  PersistVendorContract,
  SearchPartsContract,
  UpdateCategoryContract,
  UpdateManufacturerContract,
  UpdatePartConfigurationContract,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { answerList } from "../../lib/list-query.reply.ts";
import { registerContract } from "../../lib/routes.ts";
import { requireSession } from "../../plugins/auth.ts";
import {
  createPartConfiguration,
  deletePartConfiguration,
  findParts,
  generatePartNumber,
  getPartConfiguration,
  updatePartConfiguration,
} from "./asset-catalogue-parts.service.ts";
import { createCategory, deleteCategory, updateCategory } from "./asset-catalogue-categories.service.ts";
import {
  createManufacturer,
  deleteManufacturer,
  updateManufacturer,
} from "./asset-catalogue-manufacturers.service.ts";
import { deleteVendor, persistVendor } from "./asset-catalogue-vendors.service.ts";
import { catalogueLists } from "./asset-catalogue.service.ts";

/** The asset catalogue: categories, manufacturers, vendors and the parts configuration. */
export const assetCatalogueRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(app, ctx, GetCategoryListContract, async ({ body, request, reply }) =>
    answerList(reply, () => catalogueLists.categories(ctx, requireSession(request), body)),
  );
  registerContract(app, ctx, CreateCategoryContract, async ({ body, request }) =>
    createCategory(ctx, requireSession(request), body),
  );
  registerContract(app, ctx, UpdateCategoryContract, async ({ body, request }) =>
    updateCategory(ctx, requireSession(request), body),
  );
  registerContract(app, ctx, DeleteCategoryContract, async ({ body, request }) =>
    deleteCategory(ctx, requireSession(request), body.Id),
  );

  registerContract(app, ctx, GetManufacturerListContract, async ({ body, request, reply }) =>
    answerList(reply, () => catalogueLists.manufacturers(ctx, requireSession(request), body)),
  );
  registerContract(app, ctx, CreateManufacturerContract, async ({ body, request }) =>
    createManufacturer(ctx, requireSession(request), body),
  );
  registerContract(app, ctx, UpdateManufacturerContract, async ({ body, request }) =>
    updateManufacturer(ctx, requireSession(request), body),
  );
  registerContract(app, ctx, DeleteManufacturerContract, async ({ body, request }) =>
    deleteManufacturer(ctx, requireSession(request), body.Id),
  );

  registerContract(app, ctx, GetVendorListContract, async ({ body, request, reply }) =>
    answerList(reply, () => catalogueLists.vendors(ctx, requireSession(request), body)),
  );
  registerContract(app, ctx, PersistVendorContract, async ({ body, request }) =>
    persistVendor(ctx, requireSession(request), body),
  );
  registerContract(app, ctx, DeleteVendorContract, async ({ body, request }) =>
    deleteVendor(ctx, requireSession(request), body.Id),
  );

  registerContract(app, ctx, GetPartConfigurationListContract, async ({ body, request, reply }) =>
    answerList(reply, () => catalogueLists.parts(ctx, requireSession(request), body)),
  );
  registerContract(app, ctx, GetPartConfigurationContract, async ({ query, request }) =>
    getPartConfiguration(ctx, requireSession(request), query.Id),
  );
  registerContract(app, ctx, CreatePartConfigurationContract, async ({ body, request }) =>
    createPartConfiguration(ctx, requireSession(request), body),
  );
  registerContract(app, ctx, UpdatePartConfigurationContract, async ({ body, request }) =>
    updatePartConfiguration(ctx, requireSession(request), body),
  );
  registerContract(app, ctx, DeletePartConfigurationContract, async ({ body, request }) =>
    deletePartConfiguration(ctx, requireSession(request), body.Id),
  );
  registerContract(app, ctx, GeneratePartNumberContract, async ({ body, request }) =>
    generatePartNumber(ctx, requireSession(request), body.CategoryId),
  );
  registerContract(app, ctx, SearchPartsContract, async ({ body, request }) =>
    findParts(ctx, requireSession(request), body),
  );
};

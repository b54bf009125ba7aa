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
import type { AppContext } from "../../../context.ts";
import { registerContract } from "../../../lib/routes.ts";
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
  registerContract(app, ctx, GetCategoryListContract, async ({ body, session }) =>
    catalogueLists.categories(ctx, session, body),
  );
  registerContract(app, ctx, CreateCategoryContract, async ({ body, session }) =>
    createCategory(ctx, session, body),
  );
  registerContract(app, ctx, UpdateCategoryContract, async ({ body, session }) =>
    updateCategory(ctx, session, body),
  );
  registerContract(app, ctx, DeleteCategoryContract, async ({ body, session }) =>
    deleteCategory(ctx, session, body.Id),
  );

  registerContract(app, ctx, GetManufacturerListContract, async ({ body, session }) =>
    catalogueLists.manufacturers(ctx, session, body),
  );
  registerContract(app, ctx, CreateManufacturerContract, async ({ body, session }) =>
    createManufacturer(ctx, session, body),
  );
  registerContract(app, ctx, UpdateManufacturerContract, async ({ body, session }) =>
    updateManufacturer(ctx, session, body),
  );
  registerContract(app, ctx, DeleteManufacturerContract, async ({ body, session }) =>
    deleteManufacturer(ctx, session, body.Id),
  );

  registerContract(app, ctx, GetVendorListContract, async ({ body, session }) =>
    catalogueLists.vendors(ctx, session, body),
  );
  registerContract(app, ctx, PersistVendorContract, async ({ body, session }) =>
    persistVendor(ctx, session, body),
  );
  registerContract(app, ctx, DeleteVendorContract, async ({ body, session }) =>
    deleteVendor(ctx, session, body.Id),
  );

  registerContract(app, ctx, GetPartConfigurationListContract, async ({ body, session }) =>
    catalogueLists.parts(ctx, session, body),
  );
  registerContract(app, ctx, GetPartConfigurationContract, async ({ query, session }) =>
    getPartConfiguration(ctx, session, query.Id),
  );
  registerContract(app, ctx, CreatePartConfigurationContract, async ({ body, session }) =>
    createPartConfiguration(ctx, session, body),
  );
  registerContract(app, ctx, UpdatePartConfigurationContract, async ({ body, session }) =>
    updatePartConfiguration(ctx, session, body),
  );
  registerContract(app, ctx, DeletePartConfigurationContract, async ({ body, session }) =>
    deletePartConfiguration(ctx, session, body.Id),
  );
  registerContract(app, ctx, GeneratePartNumberContract, async ({ body, session }) =>
    generatePartNumber(ctx, session, body.CategoryId),
  );
  registerContract(app, ctx, SearchPartsContract, async ({ body, session }) => findParts(ctx, session, body));
};

import type { FastifyInstance } from "fastify";
import {
  ChangeLeaseStatusContract,
  CreateLeaseContract,
  DeleteLeaseContactContract,
  DeleteLeaseContract,
  GetLeaseContract,
  GetLeaseHistoryContract,
  GetLeaseListContract,
  GetLeaseSpacesContract,
  GetLeaseTermsContract,
  SaveLeaseContactContract,
  SaveLeaseSpacesContract,
  SearchLeasePartiesContract,
  SearchLeaseStatusesContract,
  UpdateLeaseContract,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { registerContract } from "../../lib/routes.ts";
import { deleteLeaseContact, saveLeaseContact } from "./lease-contacts.service.ts";
import { changeLeaseStatus, deleteLease } from "./lease-status.service.ts";
import { leaseSpaces, leaseTerms, saveLeaseSpaces } from "./lease-tabs.service.ts";
import { createLease, updateLease } from "./lease-write.service.ts";
import {
  leaseDetail,
  leaseHistory,
  leaseList,
  searchLeaseParties,
  searchLeaseStatuses,
} from "./leases.service.ts";

/**
 * Leases: the register, one lease, register, edit, move along its life cycle, delete a draft, the pickers, its
 * contacts, its Terms and Spaces tabs and its history.
 */
export const leasesRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(app, ctx, GetLeaseListContract, async ({ body, session }) =>
    leaseList(ctx, session, body),
  );
  registerContract(app, ctx, GetLeaseContract, async ({ query, session }) =>
    leaseDetail(ctx, session, query.Id),
  );
  registerContract(app, ctx, CreateLeaseContract, async ({ body, session }) =>
    createLease(ctx, session, body),
  );
  registerContract(app, ctx, UpdateLeaseContract, async ({ body, session }) =>
    updateLease(ctx, session, body),
  );
  registerContract(app, ctx, ChangeLeaseStatusContract, async ({ body, session }) =>
    changeLeaseStatus(ctx, session, body),
  );
  registerContract(app, ctx, DeleteLeaseContract, async ({ body, session }) =>
    deleteLease(ctx, session, body.Id),
  );
  registerContract(app, ctx, SearchLeaseStatusesContract, async ({ query }) =>
    searchLeaseStatuses(query.Search),
  );
  registerContract(app, ctx, SearchLeasePartiesContract, async ({ query, session }) =>
    searchLeaseParties(ctx, session, query),
  );
  registerContract(app, ctx, SaveLeaseContactContract, async ({ body, session }) =>
    saveLeaseContact(ctx, session, body),
  );
  registerContract(app, ctx, DeleteLeaseContactContract, async ({ body, session }) =>
    deleteLeaseContact(ctx, session, body),
  );
  registerContract(app, ctx, GetLeaseTermsContract, async ({ query, session }) =>
    leaseTerms(ctx, session, query.Id),
  );
  registerContract(app, ctx, GetLeaseSpacesContract, async ({ query, session }) =>
    leaseSpaces(ctx, session, query.Id),
  );
  registerContract(app, ctx, SaveLeaseSpacesContract, async ({ body, session }) =>
    saveLeaseSpaces(ctx, session, body),
  );
  registerContract(app, ctx, GetLeaseHistoryContract, async ({ query, session }) =>
    leaseHistory(ctx, session, query),
  );
};

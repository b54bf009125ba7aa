import {
  BILLING_REPORT_DEFINITIONS_MAX,
  BILLING_REPORT_NAMES,
  BillingReportParamsSchema,
  type BillingReportDefinition,
  type BillingReportDefinitionsReply,
  type BillingWriteReply,
  type SaveBillingReportDefinition,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import { AppError, invalidField } from "../../../lib/errors.ts";
import type { ActiveSession } from "../../../plugins/session-store.ts";
import {
  countDefinitions,
  deleteDefinition,
  insertDefinition,
  isOwnDefinition,
  lockDefinitionOwner,
  readDefinitions,
  updateDefinition,
  type DefinitionOwner,
  type DefinitionRecord,
} from "./billing-report-definitions.repository.ts";
import { readReportClient } from "./billing-reports.repository.ts";

export const DEFINITION_MESSAGES = {
  saved: (name: string) => `Report definition "${name}" saved.`,
  deleted: "Report definition deleted.",
  notFound: "Report definition not found.",
  limit: `You keep at most ${BILLING_REPORT_DEFINITIONS_MAX} report definitions: delete one you no longer use to save another.`,
} as const;

const ownerOf = (session: ActiveSession): DefinitionOwner => ({
  orgId: session.orgId,
  employeeId: session.employeeId,
});

/**
 * A stored definition as the reply gives it; null when its parameters no longer read as a report's (the rules
 * of reports changed since it was saved), so one stale definition cannot break the whole list.
 */
const definitionOf = (record: DefinitionRecord): BillingReportDefinition | null => {
  const params = BillingReportParamsSchema.safeParse(record.params);
  if (!params.success) return null;
  return {
    Id: record.id,
    Name: record.name,
    Kind: params.data.Kind,
    KindName: BILLING_REPORT_NAMES[params.data.Kind],
    Params: params.data,
    CreatedAt: record.createdAt.toISOString(),
  };
};

/** The report definitions the signed-in person saved (no one else's), newest first. */
export const billingReportDefinitions = async (
  ctx: AppContext,
  session: ActiveSession,
): Promise<BillingReportDefinitionsReply> => ({
  Definitions: (await readDefinitions(ctx.db, ownerOf(session))).flatMap((r) => definitionOf(r) ?? []),
});

/**
 * Saves a report's kind and parameters under a name: adds one (at most BILLING_REPORT_DEFINITIONS_MAX per person,
 * 400), or changes one of the person's own (another person's or organisation's is not found, 404). A client
 * named in the parameters must be the organisation's (400 naming Params.ClientId).
 */
export const saveBillingReportDefinition = async (
  ctx: AppContext,
  session: ActiveSession,
  { Id, Name, Params }: SaveBillingReportDefinition,
): Promise<BillingWriteReply> => {
  const owner = ownerOf(session);
  if (Params.ClientId !== undefined && !(await readReportClient(ctx.db, session.orgId, Params.ClientId)))
    throw invalidField("Params.ClientId", `No client with id ${Params.ClientId}.`);
  const values = { name: Name, kind: String(Params.Kind), params: { ...Params } };
  const id = await ctx.db.transaction(async (tx) => {
    await lockDefinitionOwner(tx, owner);
    if (Id !== undefined) {
      if (!(await isOwnDefinition(tx, owner, Id)))
        throw new AppError("NOT_FOUND", { message: DEFINITION_MESSAGES.notFound });
      await updateDefinition(tx, owner, Id, values);
      return Id;
    }
    if ((await countDefinitions(tx, owner)) >= BILLING_REPORT_DEFINITIONS_MAX)
      throw new AppError("INVALID_REQUEST", { message: DEFINITION_MESSAGES.limit });
    return insertDefinition(tx, owner, values, ctx.now());
  });
  return { StatusCode: 0, StatusMessage: DEFINITION_MESSAGES.saved(Name), Id: id };
};

/** Deletes one of the person's own definitions (another person's or organisation's is not found, 404). */
export const deleteBillingReportDefinition = async (
  ctx: AppContext,
  session: ActiveSession,
  id: number,
): Promise<{ StatusCode: number; StatusMessage: string }> => {
  if (!(await deleteDefinition(ctx.db, ownerOf(session), id)))
    throw new AppError("NOT_FOUND", { message: DEFINITION_MESSAGES.notFound });
  return { StatusCode: 0, StatusMessage: DEFINITION_MESSAGES.deleted };
};

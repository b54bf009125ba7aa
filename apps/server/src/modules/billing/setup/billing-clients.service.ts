import {
  AuditEntityType,
  diffChanges,
  type AuditField,
  type BillingWriteReply,
  type ClientListRow,
  type ListQuery,
  type ListReply,
  type SaveClient,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import type { Db, Tx } from "../../../db/client.ts";
import type { ActiveSession } from "../../../plugins/session-store.ts";
import { recordChange } from "../../audit/audit.service.ts";
import { leasePartyIdOf } from "../../leases/lease-parties.service.ts";
import { isUniqueViolation } from "../../locations/location-access.ts";
import {
  insertClient,
  isClientNameTaken,
  listClients,
  readClient,
  updateClient,
  type ClientColumns,
  type ClientRecord,
} from "./billing-clients.repository.ts";
import { setupEntry, setupNotFound, setupRefusal, written } from "./billing-setup.refusals.ts";

export const CLIENT_MESSAGES = {
  nameTaken: (name: string) => `A client named '${name}' exists already.`,
} as const;

/** What history shows of a client, as people read it. */
type ClientShown = {
  name: string;
  contact: string | null;
  email: string | null;
  currency: string;
  terms: string;
  taxRegistration: string | null;
  lessee: string | null;
  active: string;
};

const CLIENT_FIELDS: readonly AuditField<ClientShown>[] = [
  { key: "name", label: "Client" },
  { key: "contact", label: "Billing contact" },
  { key: "email", label: "Contact e-mail" },
  { key: "currency", label: "Currency" },
  { key: "terms", label: "Terms" },
  { key: "taxRegistration", label: "Tax registration" },
  { key: "lessee", label: "Lessee on leases" },
  { key: "active", label: "Active" },
];

const shownOf = (c: ClientColumns, lessee: string | null): ClientShown => ({
  name: c.name,
  contact: c.contactName,
  email: c.contactEmail,
  currency: c.currency,
  terms: `${c.paymentTermsDays} days`,
  taxRegistration: c.taxRegistration,
  lessee,
  active: c.isActive ? "Yes" : "No",
});

export const clientList = (
  ctx: AppContext,
  session: ActiveSession,
  query: ListQuery,
): Promise<ListReply<ClientListRow>> => listClients(ctx.db, session.orgId, query);

/** One client of the caller's organisation, locked when asked (another organisation's is a 404). */
export const clientRecord = async (
  db: Db | Tx,
  session: ActiveSession,
  id: number,
  options: { lock?: boolean } = {},
): Promise<ClientRecord> => {
  const client = await readClient(db, session.orgId, id, options);
  if (!client) throw setupNotFound("Client");
  return client;
};

/** The columns the form writes; the lessee name becomes the organisation's lease party of that name. */
const columnsOf = async (tx: Tx, orgId: number, body: SaveClient): Promise<ClientColumns> => ({
  name: body.Name,
  contactName: body.ContactName,
  contactEmail: body.ContactEmail,
  currency: body.Currency,
  paymentTermsDays: body.PaymentTermsDays,
  taxRegistration: body.TaxRegistration,
  lesseePartyId: body.LesseeName ? await leasePartyIdOf(tx, orgId, body.LesseeName) : null,
  isActive: body.IsActive,
});

/**
 * Creates a client, or edits one when Id is given. Its name is unique in the organisation whatever its case
 * (400 naming Name); its lessee name links it to the leases naming that lessee, whose locations are its sites.
 * The client and its history entry are written together.
 */
export const saveClient = async (
  ctx: AppContext,
  session: ActiveSession,
  body: SaveClient,
): Promise<BillingWriteReply> => {
  const { orgId } = session;
  const write = () =>
    ctx.db.transaction(async (tx) => {
      const current = body.Id ? await clientRecord(tx, session, body.Id, { lock: true }) : null;
      if (await isClientNameTaken(tx, orgId, body.Name, current?.id ?? null))
        throw setupRefusal("Name", CLIENT_MESSAGES.nameTaken(body.Name));
      const columns = await columnsOf(tx, orgId, body);
      // The same party in another case reads as the party's own name: no change to record.
      const isSameParty = current !== null && columns.lesseePartyId === current.lesseePartyId;
      const after = shownOf(columns, isSameParty ? current.lesseeName : body.LesseeName);
      const at = ctx.now();
      if (!current) {
        const id = await insertClient(tx, orgId, columns, at);
        const changes = diffChanges<ClientShown>({ before: {}, after, fields: CLIENT_FIELDS });
        await recordChange(tx, {
          history: [
            {
              ...setupEntry(session, AuditEntityType.BillingClient, id, at),
              action: "Created",
              summary: `Client ${columns.name} created`,
              changes,
            },
          ],
          events: [],
        });
        return written(`Client '${columns.name}' created.`, id);
      }
      const before = shownOf(current, current.lesseeName);
      const changes = diffChanges<ClientShown>({ before, after, fields: CLIENT_FIELDS });
      if (changes.length === 0)
        return written(`Client '${current.name}' has no changes to save.`, current.id);
      await updateClient(tx, orgId, current.id, columns, at);
      await recordChange(tx, {
        history: [
          {
            ...setupEntry(session, AuditEntityType.BillingClient, current.id, at),
            action: "Updated",
            summary: `Changed ${changes.map((c) => c.Field.toLowerCase()).join(", ")}`,
            changes,
          },
        ],
        events: [],
      });
      return written(`Client '${columns.name}' saved.`, current.id);
    });
  return write().catch((err: unknown) => {
    // Two clients given the same name at the same moment: the second is told, as if it had come later.
    if (isUniqueViolation(err)) throw setupRefusal("Name", CLIENT_MESSAGES.nameTaken(body.Name));
    throw err;
  });
};

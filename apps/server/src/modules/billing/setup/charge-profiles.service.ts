import {
  AuditEntityType,
  diffChanges,
  formatDiscount,
  type AuditField,
  type BillingWriteReply,
  type ChargeProfileReply,
  type SaveChargeProfileLine,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import type { Tx } from "../../../db/client.ts";
import type { ActiveSession } from "../../../plugins/session-store.ts";
import { recordChange } from "../../audit/audit.service.ts";
import { clientRecord } from "./billing-clients.service.ts";
import { findChargeCode } from "./charge-codes.service.ts";
import {
  deleteProfileLine,
  insertProfileLine,
  overlappingLineFrom,
  readProfileLine,
  readProfileLines,
  updateProfileLine,
  type ProfileLineColumns,
  type ProfileLineRecord,
} from "./charge-profiles.repository.ts";
import { setupEntry, setupNotFound, setupRefusal, written } from "./billing-setup.refusals.ts";

export const PROFILE_MESSAGES = {
  noCode: (id: number) => `Charge code ${id} not found.`,
  overlap: (code: string, from: string) =>
    `The client has ${code} from ${from} already, on days that overlap these; end that line first or choose other days.`,
} as const;

/** What history shows of a profile line, as people read it. */
type LineShown = { rate: string; discount: string; from: string; to: string | null };

const LINE_FIELDS: readonly AuditField<LineShown>[] = [
  { key: "rate", label: "Rate" },
  { key: "discount", label: "Discount (%)" },
  { key: "from", label: "Effective from" },
  { key: "to", label: "Effective to" },
];

const shownOf = (line: ProfileLineColumns): LineShown => ({
  rate: line.rate ?? "List rate",
  discount: formatDiscount(line.discountBp),
  from: line.effectiveFrom,
  to: line.effectiveTo,
});

/** A client's charge profile (another organisation's client is a 404). */
export const chargeProfile = async (
  ctx: AppContext,
  session: ActiveSession,
  clientId: number,
): Promise<ChargeProfileReply> => {
  const client = await clientRecord(ctx.db, session, clientId);
  return {
    ClientId: client.id,
    ClientName: client.name,
    Currency: client.currency,
    Lines: await readProfileLines(ctx.db, session.orgId, client.id),
  };
};

/** The line being edited: the organisation's and the client's (else a 404). */
const lineOf = async (
  tx: Tx,
  session: ActiveSession,
  id: number,
  clientId: number,
): Promise<ProfileLineRecord> => {
  const line = await readProfileLine(tx, session.orgId, id);
  if (!line || line.clientId !== clientId) throw setupNotFound("Profile line");
  return line;
};

/**
 * Adds a code to a client's profile, or edits a line when Id is given. The client must be the organisation's
 * (404) and so must the code (400 naming ChargeCodeId); one client's lines for one code may not have days in
 * common (400 naming EffectiveFrom). The client is locked first, so two saves for it are checked one after the
 * other.
 */
export const saveChargeProfileLine = async (
  ctx: AppContext,
  session: ActiveSession,
  body: SaveChargeProfileLine,
): Promise<BillingWriteReply> =>
  ctx.db.transaction(async (tx) => {
    const client = await clientRecord(tx, session, body.ClientId, { lock: true });
    const current = body.Id ? await lineOf(tx, session, body.Id, client.id) : null;
    const code = await findChargeCode(tx, session, body.ChargeCodeId);
    if (!code) throw setupRefusal("ChargeCodeId", PROFILE_MESSAGES.noCode(body.ChargeCodeId));
    const columns: ProfileLineColumns = {
      clientId: client.id,
      chargeCodeId: code.id,
      rate: body.Rate,
      discountBp: body.Discount,
      effectiveFrom: body.EffectiveFrom,
      effectiveTo: body.EffectiveTo,
    };
    const overlapping = await overlappingLineFrom(tx, session.orgId, columns, current?.id ?? null);
    if (overlapping !== null)
      throw setupRefusal("EffectiveFrom", PROFILE_MESSAGES.overlap(code.code, overlapping));
    const at = ctx.now();
    const id = current ? current.id : await insertProfileLine(tx, session.orgId, columns, at);
    if (current) await updateProfileLine(tx, session.orgId, id, columns, at);
    const previous =
      current && current.chargeCodeId !== code.id
        ? await findChargeCode(tx, session, current.chargeCodeId)
        : null;
    const changes = [
      ...(previous ? [{ Field: "Charge code", From: previous.code, To: code.code }] : []),
      ...diffChanges<LineShown>({
        before: current ? shownOf(current) : {},
        after: shownOf(columns),
        fields: LINE_FIELDS,
      }),
    ];
    await recordChange(tx, {
      history: [
        {
          ...setupEntry(session, AuditEntityType.BillingClient, client.id, at),
          action: current ? "ProfileLineUpdated" : "ProfileLineAdded",
          summary: `${current ? "Changed" : "Added"} ${code.code} in the charge profile`,
          changes,
        },
      ],
      events: [],
    });
    return written(`${code.code} ${current ? "saved" : "added"} in ${client.name}'s profile.`, id);
  });

/** Removes a line of a client's profile (another organisation's is a 404). */
export const deleteChargeProfileLine = async (
  ctx: AppContext,
  session: ActiveSession,
  id: number,
): Promise<{ StatusCode: number; StatusMessage: string }> =>
  ctx.db.transaction(async (tx) => {
    const line = await readProfileLine(tx, session.orgId, id);
    if (!line) throw setupNotFound("Profile line");
    const client = await clientRecord(tx, session, line.clientId, { lock: true });
    const code = await findChargeCode(tx, session, line.chargeCodeId);
    const at = ctx.now();
    await deleteProfileLine(tx, session.orgId, line.id);
    const name = code?.code ?? `Charge code ${line.chargeCodeId}`;
    await recordChange(tx, {
      history: [
        {
          ...setupEntry(session, AuditEntityType.BillingClient, client.id, at),
          action: "ProfileLineRemoved",
          summary: `Removed ${name} from the charge profile`,
          changes: [{ Field: "Charge code", From: name, To: null }],
        },
      ],
      events: [],
    });
    return { StatusCode: 0, StatusMessage: `${name} removed from ${client.name}'s profile.` };
  });

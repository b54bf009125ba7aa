import { defineContract } from "../shared/contract.ts";
import { BillingWriteReplySchema } from "./billing-fields.schemas.ts";
import { BILLING_TAG as TAG, RO, RW, StatusReplySchema, billing } from "./billing-access.contract.ts";
import {
  ChargeCodeListQuerySchema,
  ChargeCodeListReplySchema,
  ChargeProfileReplySchema,
  ClientIdQuerySchema,
  ClientListQuerySchema,
  ClientListReplySchema,
  DeleteBillingRecordSchema,
  RetireChargeCodeSchema,
  SaveChargeCodeSchema,
  SaveChargeProfileLineSchema,
  SaveClientSchema,
} from "./billing-setup.schemas.ts";

// ---------------------------------------------------------------------------------------------------------------
// Clients, charge codes, profiles

export const GetClientListContract = defineContract({
  method: "POST",
  path: "/Billing/GetClientList",
  summary: "A page of the organisation's billed clients (ListReply<ClientListRow>).",
  tag: TAG,
  access: billing(RO),
  body: ClientListQuerySchema,
  reply: ClientListReplySchema,
});

export const SaveClientContract = defineContract({
  method: "POST",
  path: "/Billing/SaveClient",
  summary: "Creates a billed client, or edits one when Id is given.",
  tag: TAG,
  access: billing(RW),
  body: SaveClientSchema,
  reply: BillingWriteReplySchema,
});

export const GetChargeCodeListContract = defineContract({
  method: "POST",
  path: "/Billing/GetChargeCodeList",
  summary: "A page of the charge-code catalogue (ListReply<ChargeCodeListRow>).",
  tag: TAG,
  access: billing(RO),
  body: ChargeCodeListQuerySchema,
  reply: ChargeCodeListReplySchema,
});

export const SaveChargeCodeContract = defineContract({
  method: "POST",
  path: "/Billing/SaveChargeCode",
  summary:
    "Creates a charge code, or edits one when Id is given; changing a tax rate needs the 'tax rate' capability.",
  tag: TAG,
  access: billing(RW),
  body: SaveChargeCodeSchema,
  reply: BillingWriteReplySchema,
});

export const RetireChargeCodeContract = defineContract({
  method: "POST",
  path: "/Billing/RetireChargeCode",
  summary: "Ends a charge code's effect on a day (today by default); invoices that used it keep it.",
  tag: TAG,
  access: billing(RW),
  body: RetireChargeCodeSchema,
  reply: BillingWriteReplySchema,
});

export const GetChargeProfileContract = defineContract({
  method: "GET",
  path: "/Billing/GetChargeProfile",
  summary: "A client's charge profile: the codes that apply, with negotiated rates and discounts.",
  tag: TAG,
  access: billing(RO),
  query: ClientIdQuerySchema,
  reply: ChargeProfileReplySchema,
});

export const SaveChargeProfileLineContract = defineContract({
  method: "POST",
  path: "/Billing/SaveChargeProfileLine",
  summary: "Adds a charge code to a client's profile, or edits a line when Id is given.",
  tag: TAG,
  access: billing(RW),
  body: SaveChargeProfileLineSchema,
  reply: BillingWriteReplySchema,
});

export const DeleteChargeProfileLineContract = defineContract({
  method: "POST",
  path: "/Billing/DeleteChargeProfileLine",
  summary: "Removes a line of a client's charge profile.",
  tag: TAG,
  access: billing(RW),
  body: DeleteBillingRecordSchema,
  reply: StatusReplySchema,
});

import {
  AccessRightType,
  ChargeUnit,
  ModuleId,
  type ChargeCodeListRow,
  type ChargeProfileReply,
  type ClientListRow,
} from "@fieldstead/domain";
import { grantedModule } from "../../../../test/session-fixtures.tsx";

/** A billed client as the client list answers it. */
export const client = (over: Partial<ClientListRow> = {}): ClientListRow => ({
  Id: 7,
  Name: "Blue Fern Cafe",
  ContactName: "Dana Whitfield",
  ContactEmail: "dana@bluefern.example",
  Currency: "USD",
  PaymentTermsDays: 30,
  TaxRegistration: "US-88-1234567",
  LesseeName: "Blue Fern Cafe LLC",
  SiteCount: 2,
  ProfileLineCount: 3,
  IsActive: true,
  UpdatedAt: "2026-03-02T10:00:00Z",
  ...over,
});

/** A charge code of the catalogue as its list answers it. */
export const chargeCode = (over: Partial<ChargeCodeListRow> = {}): ChargeCodeListRow => ({
  Id: 11,
  Code: "HVAC-PM",
  Description: "HVAC preventive maintenance",
  UnitId: ChargeUnit.PerAsset,
  UnitName: "Per asset",
  Rate: "1250.50",
  TaxRate: "8.875",
  EffectiveFrom: "2026-01-01",
  EffectiveTo: null,
  IsRetired: false,
  UpdatedAt: "2026-03-02T10:00:00Z",
  ...over,
});

export const profileOf = (over: Partial<ChargeProfileReply> = {}): ChargeProfileReply => ({
  ClientId: 7,
  ClientName: "Blue Fern Cafe",
  Currency: "USD",
  Lines: [],
  ...over,
});

export const listReply = <Row>(rows: Row[]) => ({ Rows: rows, TotalCount: rows.length, NextCursor: null });

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** The role writes billing setup (Billing, read-write). */
export const BILLING_WRITER = [grantedModule(ModuleId.Billing, 0, AccessRightType.ReadWrite)];
/** The role reads billing setup only. */
export const BILLING_READER = [grantedModule(ModuleId.Billing, 0, AccessRightType.ReadOnly)];

const nativeMatchMedia = window.matchMedia;
/** The window as a phone's: every max-width query below the mobile breakpoint matches. */
export const beAPhone = () => {
  window.matchMedia = (query: string) => ({
    ...nativeMatchMedia(query),
    matches: query.includes("max-width"),
  });
};
export const beAComputer = () => {
  window.matchMedia = nativeMatchMedia;
};

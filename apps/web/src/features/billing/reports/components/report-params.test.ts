import { describe, expect, it } from "vitest";
import { BillingReportKind } from "@fieldstead/domain";
import {
  addressOfParams,
  checkAddress,
  defaultRange,
  formOfAddress,
  paramsInWords,
  paramsOfForm,
} from "./report-params.ts";

const address = (text: string) => new URLSearchParams(text);
// Noon in Denver on December 15th, 2026.
const NOW = new Date("2026-12-15T19:00:00Z");

describe("a report's parameters", () => {
  it.each([
    ["mid-December", "2026-12-15T19:00:00Z", { from: "2026-09", to: "2026-11" }],
    ["across a year's end", "2027-02-01T19:00:00Z", { from: "2026-11", to: "2027-01" }],
    // 03:00 UTC on March 1st is still February in Denver.
    ["in Denver's month, not UTC's", "2027-03-01T03:00:00Z", { from: "2026-11", to: "2027-01" }],
  ])("default to the three whole months before this one: %s", (_case, at, range) => {
    expect(defaultRange(new Date(at))).toEqual(range);
  });

  it("fill the form from the address, defaults where it says nothing", () => {
    expect(formOfAddress(address(""), NOW, null)).toEqual({
      kind: BillingReportKind.Revenue,
      from: "2026-09",
      to: "2026-11",
      asOf: "2026-12-15",
      client: null,
    });
    expect(
      formOfAddress(address("kind=3&asOf=2026-11-30&client=7"), NOW, { Id: 7, Name: "Harbor Foods" }),
    ).toEqual({
      kind: BillingReportKind.Arrears,
      from: "2026-09",
      to: "2026-11",
      asOf: "2026-11-30",
      client: { Id: 7, Name: "Harbor Foods" },
    });
  });

  it("send the months for period reports and the day for aging and arrears, never both", () => {
    const form = formOfAddress(address("client=7"), NOW, null);
    expect(paramsOfForm(form)).toEqual({
      Kind: BillingReportKind.Revenue,
      FromPeriod: "2026-09",
      ToPeriod: "2026-11",
      ClientId: 7,
    });
    expect(paramsOfForm({ ...form, kind: BillingReportKind.Aging, client: null })).toEqual({
      Kind: BillingReportKind.Aging,
      AsOf: "2026-12-15",
    });
  });

  it.each([
    ["no report named", "", null],
    ["an unknown report", "kind=9", null],
    [
      "a range of months",
      "kind=4&from=2026-01&to=2026-03&client=7",
      { ok: true, params: { Kind: 4, FromPeriod: "2026-01", ToPeriod: "2026-03", ClientId: 7 } },
    ],
    ["aging without a day (today's)", "kind=2", { ok: true, params: { Kind: 2 } }],
    [
      "differences without months (the last three whole months)",
      "kind=5",
      { ok: true, params: { Kind: 5, FromPeriod: "2026-08", ToPeriod: "2026-10" } },
    ],
    ["a month that does not exist", "kind=1&from=2026-13&to=2026-11", { ok: false }],
    ["a range running backwards", "kind=5&from=2026-11&to=2026-09", { ok: false }],
    ["a day that does not exist", "kind=3&asOf=2026-02-30", { ok: false }],
  ])("are checked from the address by the request's schema: %s", (_case, text, expected) => {
    const checked = checkAddress(address(text), new Date("2026-11-28T18:00:00Z"));
    if (expected === null || expected.ok) expect(checked).toEqual(expected);
    else expect(checked?.ok).toBe(false);
  });

  it("name each problem by its field, in the schema's words", () => {
    expect(checkAddress(address("kind=1&from=2026-13&to=2026-11"))).toEqual({
      ok: false,
      errors: { FromPeriod: "FromPeriod reads YYYY-MM (a month, e.g. 2026-11)." },
    });
    expect(checkAddress(address("kind=1&from=2026-11&to=2026-09"))).toEqual({
      ok: false,
      errors: { ToPeriod: "ToPeriod is before FromPeriod." },
    });
  });

  it("go back to the address in a fixed order", () => {
    expect(
      addressOfParams({
        Kind: BillingReportKind.Revenue,
        FromPeriod: "2026-09",
        ToPeriod: "2026-11",
        ClientId: 7,
      }),
    ).toBe("kind=1&from=2026-09&to=2026-11&client=7");
    expect(addressOfParams({ Kind: BillingReportKind.Aging, AsOf: "2026-12-01" })).toBe(
      "kind=2&asOf=2026-12-01",
    );
  });

  it.each([
    [
      { Kind: 1, FromPeriod: "2026-11", ToPeriod: "2027-01" },
      null,
      "November 2026 – January 2027 · all clients",
    ],
    [{ Kind: 3, AsOf: "2026-11-30", ClientId: 7 }, "Harbor Foods", "As of Nov 30, 2026 · Harbor Foods"],
    [{ Kind: 2, ClientId: 7 }, null, "As of the day it runs · client no. 7"],
  ] as const)("read in words: %j", (params, clientName, words) => {
    expect(paramsInWords(params, clientName)).toBe(words);
  });
});

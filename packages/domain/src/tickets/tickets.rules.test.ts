import { describe, expect, it } from "vitest";
import { TicketStatus } from "../tasks/tasks.enums.ts";
import {
  checkTicketStep,
  TICKET_REFUSALS,
  ticketNumber,
  ticketSequence,
  ticketStatusLabel,
  ticketStepsOf,
  TicketStep,
  workOrderDescriptionOf,
} from "./tickets.rules.ts";
import { ConvertTicketSchema, CreateTicketSchema } from "./tickets.schemas.ts";

const { Open, Converted, Closed } = TicketStatus;
const { Edit, Close, Reopen, Convert } = TicketStep;

describe("ticket numbers", () => {
  it.each([
    [2026, 1, "TKT-2026-00001"],
    [2026, 42, "TKT-2026-00042"],
    [2027, 99999, "TKT-2027-99999"],
    [2027, 123456, "TKT-2027-123456"],
  ])("year %i, value %i reads %s", (year, value, expected) => {
    expect(ticketNumber(year, value)).toBe(expected);
  });

  it("counts each year on its own counter", () => {
    expect(ticketSequence(2026)).toBe("ticket:2026");
    expect(ticketSequence(2027)).not.toBe(ticketSequence(2026));
  });

  it.each([
    [Open, "Open"],
    [Converted, "Converted"],
    [Closed, "Closed"],
    [9, "Status 9"],
  ])("status %i is called %s", (statusId, label) => {
    expect(ticketStatusLabel(statusId)).toBe(label);
  });
});

describe("checkTicketStep", () => {
  it.each([
    [Open, Edit],
    [Open, Close],
    [Open, Convert],
    [Closed, Reopen],
  ])("allows a ticket in status %i to %s", (statusId, step) => {
    expect(checkTicketStep({ statusId, step })).toEqual({ ok: true });
  });

  it.each([
    [Open, Reopen, TICKET_REFUSALS.alreadyOpen],
    [Closed, Close, TICKET_REFUSALS.alreadyClosed],
    [Closed, Edit, TICKET_REFUSALS.closedEdit],
    [Closed, Convert, TICKET_REFUSALS.closedConvert],
    [Converted, Convert, TICKET_REFUSALS.converted("WO-2026-00007")],
    [Converted, Edit, TICKET_REFUSALS.converted("WO-2026-00007")],
    [Converted, Close, TICKET_REFUSALS.converted("WO-2026-00007")],
    [Converted, Reopen, TICKET_REFUSALS.converted("WO-2026-00007")],
  ])("refuses a ticket in status %i to %s, saying why", (statusId, step, message) => {
    expect(checkTicketStep({ statusId, step, workOrderNumber: "WO-2026-00007" })).toEqual({
      ok: false,
      message,
    });
  });

  it("names the work order a converted ticket became", () => {
    const check = checkTicketStep({ statusId: Converted, step: Convert, workOrderNumber: "WO-2026-00012" });
    expect(check.ok ? "" : check.message).toContain("WO-2026-00012");
  });

  it.each([
    [Open, [Edit, Close, Convert]],
    [Closed, [Reopen]],
    [Converted, []],
  ])("a ticket in status %i offers %o", (statusId, steps) => {
    expect(ticketStepsOf(statusId)).toEqual(steps);
  });
});

describe("workOrderDescriptionOf", () => {
  const base = { ticketNumber: "TKT-2026-00003", reporterName: null, reporterContact: null };
  it.each([
    [{ ...base, description: "Leak under the sink." }, "Leak under the sink.\n\nFrom ticket TKT-2026-00003."],
    [
      { ...base, description: "  Leak. ", reporterName: "Front desk", reporterContact: "555-0100" },
      "Leak.\n\nFrom ticket TKT-2026-00003, reported by Front desk, 555-0100.",
    ],
    [
      { ...base, description: null, reporterName: "Marcus Reyes" },
      "From ticket TKT-2026-00003, reported by Marcus Reyes.",
    ],
    [{ ...base, description: "   ", reporterContact: " " }, "From ticket TKT-2026-00003."],
  ])("writes %o as %j", (input, expected) => {
    expect(workOrderDescriptionOf(input)).toBe(expected);
  });
});

describe("ticket schemas", () => {
  it("names the field of a missing title and trims the rest", () => {
    const missing = CreateTicketSchema.safeParse({ Title: "   " });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]).toMatchObject({ path: ["Title"], message: "Title is required." });
    expect(CreateTicketSchema.parse({ Title: " Leak ", Description: "", ReporterName: "  " })).toEqual({
      Title: "Leak",
      Description: null,
      PriorityId: 2,
      LocationId: null,
      AssetId: null,
      ReporterName: null,
      ReporterContact: null,
    });
  });

  it("refuses a work order due before it is planned, naming DueDate", () => {
    const early = ConvertTicketSchema.safeParse({
      TicketId: 1,
      TypeId: 4,
      PlannedDate: "2026-05-02T09:00:00Z",
      DueDate: "2026-05-01T09:00:00Z",
    });
    expect(early.success).toBe(false);
    expect(early.error?.issues.map((i) => i.path)).toEqual([["DueDate"]]);
    expect(ConvertTicketSchema.safeParse({ TicketId: 1 }).error?.issues.map((i) => i.path)).toEqual([
      ["TypeId"],
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { notificationAddress } from "./notification-address.ts";

const ORIGIN = "https://portal.example";

describe("where a notification leads", () => {
  it.each([
    ["/TaskOperations/details/42", { kind: "app", to: "/TaskOperations/details/42" }],
    [
      "  /LeaseManagement/details/3?tab=billing ",
      { kind: "app", to: "/LeaseManagement/details/3?tab=billing" },
    ],
    ["https://portal.example/#/TaskOperations/details/9", { kind: "app", to: "/TaskOperations/details/9" }],
    ["https://portal.example/ticketdetails/5", { kind: "app", to: "/ticketdetails/5" }],
    ["https://maps.example/site/1", { kind: "external", href: "https://maps.example/site/1" }],
  ])("%s", (completeUrl, expected) => {
    expect(notificationAddress(completeUrl, ORIGIN)).toEqual(expected);
  });

  it.each([null, "", "//evil.example/x", "/\\evil.example", "javascript:alert(1)", "mailto:a@b.example"])(
    "%s leads nowhere",
    (completeUrl) => {
      expect(notificationAddress(completeUrl, ORIGIN)).toBeNull();
    },
  );
});

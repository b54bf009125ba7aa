import { describe, expect, it } from "vitest";
import {
  centsToMoney,
  formatMoney,
  MONEY_MAX_INTEGER_DIGITS,
  parseMoneyToCents,
} from "./lease-money.rules.ts";

describe("parseMoneyToCents", () => {
  it.each([
    ["1234", 123_400],
    ["1234.5", 123_450],
    ["1234.50", 123_450],
    ["1,234.56", 123_456],
    ["1,234", 123_400],
    ["12,345,678.9", 1_234_567_890],
    ["0", 0],
    ["0.00", 0],
    ["0.01", 1],
    ["0.1", 10],
    ["007.05", 705],
    ["  42.10 ", 4_210],
    ["0.29", 29],
    ["1.13", 113],
    ["4.35", 435],
    ["999999999999.99", 99_999_999_999_999],
    ["999,999,999,999.99", 99_999_999_999_999],
    ["000000000000001", 100],
  ])("reads %j as %i cents", (text, cents) => {
    expect(parseMoneyToCents(text)).toBe(cents);
  });

  it.each([
    "",
    "   ",
    "-0.01",
    "-5",
    "+5",
    "1.234",
    "1.",
    ".5",
    "1,23",
    "1,2345",
    "12,34.5",
    ",123",
    "1,234,",
    "1 234",
    "1e3",
    "0x10",
    "abc",
    "12.3.4",
    "1,234.5.6",
    "NaN",
    "Infinity",
    "1000000000000",
    "1,000,000,000,000.00",
  ])("refuses %j", (text) => {
    expect(parseMoneyToCents(text)).toBeNull();
  });

  it(`allows ${MONEY_MAX_INTEGER_DIGITS} digits before the point`, () => {
    expect(MONEY_MAX_INTEGER_DIGITS).toBe(12);
    expect(parseMoneyToCents("9".repeat(12))).toBe(99_999_999_999_900);
    expect(parseMoneyToCents("9".repeat(13))).toBeNull();
  });

  it("reads every cent of a dollar exactly", () => {
    for (let cents = 0; cents < 100; cents += 1) {
      const text = `19.${String(cents).padStart(2, "0")}`;
      expect(parseMoneyToCents(text)).toBe(1_900 + cents);
    }
  });
});

describe("centsToMoney", () => {
  it.each([
    [123_450, "1234.50"],
    [0, "0.00"],
    [1, "0.01"],
    [10, "0.10"],
    [99, "0.99"],
    [100, "1.00"],
    [-5, "-0.05"],
    [-123_456, "-1234.56"],
    [-0, "0.00"],
    [99_999_999_999_999, "999999999999.99"],
  ])("writes %i cents as %j", (cents, text) => {
    expect(centsToMoney(cents)).toBe(text);
  });

  it.each([0.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])(
    "refuses %s, which is not whole cents",
    (cents) => {
      expect(() => centsToMoney(cents)).toThrow(RangeError);
    },
  );

  it("reads back what it writes", () => {
    for (const cents of [0, 1, 99, 100, 123_456, 99_999_999_999_999])
      expect(parseMoneyToCents(centsToMoney(cents))).toBe(cents);
  });
});

describe("formatMoney", () => {
  it.each([
    [123_450, "1,234.50"],
    [0, "0.00"],
    [5, "0.05"],
    [99_999, "999.99"],
    [100_000, "1,000.00"],
    [1_234_567_890, "12,345,678.90"],
    [-123_450, "-1,234.50"],
    [-99_999, "-999.99"],
    [99_999_999_999_999, "999,999,999,999.99"],
  ])("shows %i cents as %j", (cents, text) => {
    expect(formatMoney(cents)).toBe(text);
  });

  it("refuses a number that is not whole cents", () => {
    expect(() => formatMoney(12.5)).toThrow(RangeError);
  });

  it("reads back what it shows", () => {
    for (const cents of [0, 7, 100_000, 1_234_567_890])
      expect(parseMoneyToCents(formatMoney(cents))).toBe(cents);
  });
});

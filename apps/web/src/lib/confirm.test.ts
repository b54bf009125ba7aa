import { afterEach, describe, expect, it } from "vitest";
import {
  answerConfirm,
  assetTooltip,
  canDismiss,
  confirm,
  currentConfirm,
  dismissAllConfirms,
  subscribeConfirm,
  type ConfirmOptions,
} from "./confirm.ts";

const ask = (message: string, extra: Partial<ConfirmOptions> = {}) =>
  confirm({ message, yesLabel: "Yes", noLabel: "No", ...extra });

afterEach(() => dismissAllConfirms());

describe("the confirmation pop-up store", () => {
  it("shows a request and resolves with the person's answer and ticked boxes", async () => {
    const answer = ask("Delete 3 assets?", {
      variant: "wide",
      checkboxes: [{ id: "notify", label: "Notify the owners" }],
    });
    const shown = currentConfirm();
    expect(shown?.options.message).toBe("Delete 3 assets?");
    answerConfirm(shown!.id, { confirmed: true, checked: ["notify"] });
    await expect(answer).resolves.toEqual({ confirmed: true, checked: ["notify"] });
    expect(currentConfirm()).toBeNull();
  });

  it("shows one pop-up at a time, in the order asked", async () => {
    const first = ask("First?");
    const second = ask("Second?");
    expect(currentConfirm()?.options.message).toBe("First?");
    answerConfirm(currentConfirm()!.id, { confirmed: false, checked: [] });
    await expect(first).resolves.toEqual({ confirmed: false, checked: [] });
    expect(currentConfirm()?.options.message).toBe("Second?");
    answerConfirm(currentConfirm()!.id, { confirmed: true, checked: [] });
    await expect(second).resolves.toMatchObject({ confirmed: true });
  });

  it("ignores a second answer to the same request", async () => {
    const first = ask("Once?");
    const id = currentConfirm()!.id;
    const second = ask("Next?");
    answerConfirm(id, { confirmed: true, checked: [] });
    answerConfirm(id, { confirmed: false, checked: [] });
    await expect(first).resolves.toMatchObject({ confirmed: true });
    expect(currentConfirm()?.options.message).toBe("Next?");
    void second;
  });

  it("tells its subscribers when the pop-up changes", () => {
    let calls = 0;
    const stop = subscribeConfirm(() => (calls += 1));
    void ask("Notify?");
    answerConfirm(currentConfirm()!.id, { confirmed: true, checked: [] });
    stop();
    void ask("Unheard?");
    expect(calls).toBe(2);
  });

  it("answers every open request with 'no' when dismissed", async () => {
    const answers = [ask("One?"), ask("Two?")];
    dismissAllConfirms();
    await expect(Promise.all(answers)).resolves.toEqual([
      { confirmed: false, checked: [] },
      { confirmed: false, checked: [] },
    ]);
    expect(currentConfirm()).toBeNull();
  });

  it.each<[Partial<ConfirmOptions>, boolean]>([
    [{ noLabel: "Cancel" }, true],
    [{ showClose: true }, true],
    [{}, false],
  ])("with %j Escape or a click outside may answer: %s", (extra, expected) => {
    expect(canDismiss({ message: "m", yesLabel: "OK", ...extra })).toBe(expected);
  });
});

describe("asset tooltips", () => {
  const asset = { category: "Generator", partNumber: "GN-200", partName: "Diesel 20 kVA", vendor: "Atlas" };
  it("lists category, part number, part name, vendor and serial number", () => {
    expect(assetTooltip({ ...asset, isConsumable: false, serialNumber: "SN-0042" })).toBe(
      "Asset Category: Generator\nPart Number: GN-200\nPart Name: Diesel 20 kVA\nVendor: Atlas\nSerial Number: SN-0042",
    );
  });
  it("shows the quantity instead of a serial number for consumables", () => {
    expect(assetTooltip({ ...asset, isConsumable: true, quantity: 12 })).toMatch(/\nQuantity: 12$/);
  });
  it("shows '--' for what is missing", () => {
    expect(assetTooltip({ ...asset, vendor: "", isConsumable: false })).toMatch(
      /Vendor: --\nSerial Number: --$/,
    );
  });
});

/** What a material request asks for, item by item (in the request's order). */
export type FulfilmentItem = { partId: number; partNumber: string; serialized: boolean; quantity: number };

/** What a warehouse holds of a part: its consumable record, and the serialized assets free to leave. */
export type WarehouseHolding = {
  partId: number;
  consumable: { assetId: number; quantity: number } | null;
  /** Serialized assets of the part standing in the warehouse, in the order they should leave. */
  serializedAssetIds: readonly number[];
};

/** One unit of issue: a serialized asset (whole), or a quantity taken from a consumable record. */
export type FulfilmentUnit = { itemIndex: number; partId: number; assetId: number; quantity: number };

export type FulfilmentPlan =
  { ok: true; units: FulfilmentUnit[] } | { ok: false; problems: { field: string; message: string }[] };

/**
 * Which units leave the warehouse for a material request: consumables take the quantity from the warehouse's
 * record of the part, serialized parts that many assets of the part. Every item short of stock is named
 * ('Items.1.Quantity: only 3 of FLT-20252-M13 in Redwood Distribution Center'), and then nothing is issued.
 */
export const planFulfilment = ({
  items,
  holdings,
  warehouseName,
}: {
  items: readonly FulfilmentItem[];
  holdings: readonly WarehouseHolding[];
  warehouseName: string;
}): FulfilmentPlan => {
  const byPart = new Map(holdings.map((h) => [h.partId, h]));
  const units: FulfilmentUnit[] = [];
  const problems: { field: string; message: string }[] = [];
  // A part asked for twice draws on the same stock.
  const taken = new Map<number, number>();
  items.forEach((item, itemIndex) => {
    const holding = byPart.get(item.partId);
    const used = taken.get(item.partId) ?? 0;
    const onHand = item.serialized
      ? (holding?.serializedAssetIds.length ?? 0)
      : (holding?.consumable?.quantity ?? 0);
    const left = Math.max(0, onHand - used);
    if (left < item.quantity) {
      problems.push({
        field: `Items.${itemIndex}.Quantity`,
        message: `only ${left} of ${item.partNumber} in ${warehouseName}`,
      });
      return;
    }
    taken.set(item.partId, used + item.quantity);
    if (item.serialized)
      for (const assetId of holding!.serializedAssetIds.slice(used, used + item.quantity))
        units.push({ itemIndex, partId: item.partId, assetId, quantity: 1 });
    else
      units.push({
        itemIndex,
        partId: item.partId,
        assetId: holding!.consumable!.assetId,
        quantity: item.quantity,
      });
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, units };
};

/** Whether a date the request is needed by ('YYYY-MM-DD') is today or later (both days in the same zone). */
export const checkNeededBy = ({ neededBy, today }: { neededBy: string; today: string }): boolean =>
  neededBy >= today;

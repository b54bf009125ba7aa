import { useCallback, useEffect, useRef, useState } from "react";
import type { ScanResult, ScanWarehouseRequest } from "@fieldstead/domain";
import { ApiError } from "../../../../lib/http.ts";
import { scanWarehouse } from "../api/scan-warehouse.ts";

/** One scan of this visit, as the panel lists it. */
export type ScanEntry = {
  id: number;
  request: ScanWarehouseRequest;
  status: "pending" | "done" | "failed";
  /** What the scan did, or why the server refused it. */
  message: string;
  result?: ScanResult;
};

/** What a scan did, as people read it. */
export const describeScan = (scan: ScanResult): string => {
  const what = scan.Serialized
    ? `${scan.AssetTag} ${scan.Name}`
    : `${scan.Quantity.toLocaleString("en-US")} × ${scan.PartNumber} ${scan.PartName}`;
  return `${what} → ${scan.LocationName}. On hand: ${scan.OnHand.toLocaleString("en-US")} of ${scan.PartNumber}.`;
};

/** Why the server refused a scan, as a sentence ('No asset tag, serial number or part number reads X.'). */
const refusal = (error: unknown): string => {
  const text =
    error instanceof ApiError && error.fields.length > 0
      ? error.fields.map((f) => f.message).join("; ")
      : error instanceof Error
        ? error.message
        : String(error);
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? "" : "."}`;
};

/**
 * Scans one after another, in the order they were made (a barcode scanner may send the next code before the
 * server has answered the last), keeping this visit's scans newest first.
 */
export const useScanQueue = (onScanned: () => void) => {
  const [entries, setEntries] = useState<ScanEntry[]>([]);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const nextId = useRef(1);
  const scannedRef = useRef(onScanned);
  useEffect(() => {
    scannedRef.current = onScanned;
  }, [onScanned]);

  const update = (id: number, change: Partial<ScanEntry>) =>
    setEntries((all) => all.map((e) => (e.id === id ? { ...e, ...change } : e)));

  const submit = useCallback((request: ScanWarehouseRequest) => {
    const id = nextId.current++;
    setEntries((all) => [{ id, request, status: "pending", message: "Scanning…" }, ...all]);
    queue.current = queue.current.then(async () => {
      try {
        const reply = await scanWarehouse(request);
        update(id, { status: "done", message: describeScan(reply.Scan), result: reply.Scan });
        scannedRef.current();
      } catch (error) {
        update(id, { status: "failed", message: refusal(error) });
      }
    });
  }, []);

  return { entries, submit, isBusy: entries.some((e) => e.status === "pending") };
};

import { createExternalStore } from "./external-store.ts";

/**
 * The app's single confirmation pop-up (portal-shell §2.7, portal-platform §2.4). `confirm()` queues a
 * request and resolves when the person answers; <ConfirmHost/> shows one request at a time.
 * - dialog: 640 px with an icon (the shell's)
 * - wide: 800 px, with bullet lists (tooltips) and optional checkboxes (other areas)
 * - slide-in: slides down from the top edge
 * - survey: a survey's confirmation (a checklist icon unless told)
 */
export type ConfirmVariant = "dialog" | "wide" | "slide-in" | "survey";
export type ConfirmIcon = "warning" | "info" | "success" | "error" | "question" | "survey" | "none";

export type ConfirmBullet = {
  label: string;
  /** Shown on hover or focus; line breaks are kept. */
  tooltip?: string;
};
export type ConfirmBulletList = { title?: string; items: readonly ConfirmBullet[] };
export type ConfirmCheckbox = { id: string; label: string; isChecked?: boolean };

export type ConfirmOptions = {
  title?: string;
  /** Plain text, or HTML when `isHtml` (sanitised before it is shown: no scripts, handlers or forms). */
  message: string;
  isHtml?: boolean;
  icon?: ConfirmIcon;
  /** A close x at the top right; it answers like the no button. */
  showClose?: boolean;
  yesLabel: string;
  /** Without one, the pop-up has a single button. */
  noLabel?: string;
  variant?: ConfirmVariant;
  bullets?: readonly ConfirmBulletList[];
  checkboxes?: readonly ConfirmCheckbox[];
};

export type ConfirmResult = {
  confirmed: boolean;
  /** Ids of the checkboxes ticked when the person answered. */
  checked: string[];
};

export type ConfirmRequest = { id: number; options: ConfirmOptions };

type Pending = ConfirmRequest & { resolve: (result: ConfirmResult) => void };

/**
 * The pop-up's width by variant: 640 px for the shell's pop-ups (dialog, slide-in, survey), 800 px for the wide
 * confirmation the other areas use (portal-shell §9).
 */
export const CONFIRM_WIDTH_PX: Readonly<Record<ConfirmVariant, number>> = {
  dialog: 640,
  wide: 800,
  "slide-in": 640,
  survey: 640,
};

const pending = createExternalStore<readonly Pending[]>([]);
let nextId = 1;

/** Asks the person; resolves with their answer. Requests made while one is open wait their turn. */
export const confirm = (options: ConfirmOptions): Promise<ConfirmResult> =>
  new Promise((resolve) => {
    const request: Pending = { id: nextId++, options, resolve };
    pending.set((queue) => [...queue, request]);
  });

/** The request on screen, or null (the same object until it changes, as useSyncExternalStore needs). */
export const currentConfirm = (): ConfirmRequest | null => pending.get()[0] ?? null;

export const subscribeConfirm = (listener: () => void): (() => void) => pending.subscribe(listener);

/** Answers the request with this id (a second answer to it does nothing). */
export const answerConfirm = (id: number, result: ConfirmResult): void => {
  const request = pending.get().find((r) => r.id === id);
  if (!request) return;
  pending.set((queue) => queue.filter((r) => r.id !== id));
  request.resolve(result);
};

/** Answers every open request with 'no' (e.g. at sign-out, so nothing waits on a pop-up that is gone). */
export const dismissAllConfirms = (): void => {
  const queue = pending.get();
  pending.set([]);
  for (const request of queue) request.resolve({ confirmed: false, checked: [] });
};

/** Escape and a click outside answer 'no' only when the pop-up offers a way to say no. */
export const canDismiss = (options: ConfirmOptions): boolean =>
  options.noLabel !== undefined || options.showClose === true;

export type AssetTooltipInput = {
  category: string;
  partNumber: string;
  partName: string;
  vendor: string;
  isConsumable: boolean;
  serialNumber?: string | null;
  quantity?: number | null;
};

/**
 * The tooltip of an asset in a bullet list (portal-shell §2.7): Asset Category, Part Number, Part Name,
 * Vendor, then Serial Number, or Quantity for consumables.
 */
export const assetTooltip = (asset: AssetTooltipInput): string =>
  [
    `Asset Category: ${asset.category || "--"}`,
    `Part Number: ${asset.partNumber || "--"}`,
    `Part Name: ${asset.partName || "--"}`,
    `Vendor: ${asset.vendor || "--"}`,
    asset.isConsumable
      ? `Quantity: ${asset.quantity ?? "--"}`
      : `Serial Number: ${asset.serialNumber || "--"}`,
  ].join("\n");

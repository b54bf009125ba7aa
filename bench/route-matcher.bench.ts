import { compileRoutePatterns } from "../packages/domain/src/permissions/route-access.rules.ts";
import type { BenchFigure } from "./run.ts";

const PATTERN_COUNT = 5_000;
const WARM_UP_COUNT = 50_000;
const CHECK_COUNT = 250_000;
const ADDRESS_COUNT = 2_000;

/** A small seeded generator so every run measures the same patterns and addresses. */
const createRandom = (seed: number) => {
  let state = seed >>> 0;
  return (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

const MODULES = [
  "dashboard",
  "TaskOperations",
  "alarms",
  "fixedAssetManagement",
  "LeaseManagement",
  "ProjectManagement",
  "userAdministration",
  "entityManagement",
  "locationModules",
  "DocumentManagement",
  "RoleManagement",
  "GroupManagement",
  "billing/reports",
  "reportManagement",
  "MobileSettings",
  "categoryManagement",
  "Approvals",
  "smrManagement",
  "formBuilder",
  "Notification",
];
const SECTIONS = [
  "list",
  "grid",
  "create",
  "edit",
  "history",
  "settings",
  "export",
  "import",
  "archive",
  "audit",
];
const PAGES = [
  "overview",
  "summary",
  "documents",
  "activity",
  "gallery",
  "timeline",
  "links",
  "map",
  "status",
];
const SPECIALS = [
  "/billing/techrecon/list",
  "/workOrders/list",
  "/DataPoints/config",
  "/LeaseManagement/details/---",
  "/fixedAssetManagement/asset-detailing/---/overview",
];

const createPatterns = (random: () => number): string[] => {
  const patterns = new Set<string>(SPECIALS);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  while (patterns.size < PATTERN_COUNT) {
    const roll = random();
    const base = `/${pick(MODULES)}/${pick(SECTIONS)}`;
    if (roll < 0.4) patterns.add(`${base}${random() < 0.5 ? "" : `/${pick(PAGES)}`}`);
    else if (roll < 0.75) patterns.add(`${base}/---/${pick(PAGES)}`);
    else patterns.add(`${base}/${pick(PAGES)}/v${Math.floor(random() * 400)}/---/${pick(SECTIONS)}`);
  }
  return [...patterns];
};

const createId = (random: () => number): string => Math.floor(random() * 1e9).toString(36);
const createGuid = (random: () => number): string =>
  [8, 4, 4, 4, 12].map((length) => createId(random).padEnd(length, "0").slice(0, length)).join("-");

const createAddresses = (patterns: readonly string[], random: () => number): string[] => {
  const addresses: string[] = [];
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  while (addresses.length < ADDRESS_COUNT) {
    const roll = random();
    if (roll < 0.4) addresses.push(`/#${pick(patterns).replaceAll("---", createId(random))}?tab=${roll}`);
    else if (roll < 0.65) addresses.push(`/${pick(MODULES)}/${pick(PAGES)}/unknown/${createId(random)}`);
    else if (roll < 0.8) addresses.push(`http://portal:8080/#/LeaseManagement/details/${createGuid(random)}`);
    else if (roll < 0.9) addresses.push(`/billing/techrecon/batch/${createId(random)}`);
    else addresses.push(`/fixedAssetManagement/asset-detailing/${createGuid(random)}/overview`);
  }
  return addresses;
};

/** Compiles 5,000 patterns and times route checks against them. */
export async function benchRouteMatcher(): Promise<BenchFigure[]> {
  const random = createRandom(20_240_611);
  const patterns = createPatterns(random);
  const addresses = createAddresses(patterns, random);

  const compileStart = performance.now();
  const matcher = compileRoutePatterns(patterns);
  const compileMs = performance.now() - compileStart;

  let allowed = 0;
  for (let i = 0; i < WARM_UP_COUNT; i++)
    if (matcher.isAllowed(addresses[i % addresses.length] ?? "")) allowed++;

  const checkStart = performance.now();
  for (let i = 0; i < CHECK_COUNT; i++)
    if (matcher.isAllowed(addresses[i % addresses.length] ?? "")) allowed++;
  const checkMs = performance.now() - checkStart;
  if (allowed === 0) throw new Error("route matcher bench: no address was allowed; the workload is wrong");

  const perCheckUs = (checkMs * 1_000) / CHECK_COUNT;
  return [
    { name: "route matcher: compile 5,000 patterns", value: compileMs, unit: "ms" },
    {
      name: "route matcher: cost per check against 5,000 patterns",
      value: perCheckUs,
      unit: "µs",
      target: { below: 10 },
    },
    {
      name: "route matcher: checks per second",
      value: Math.round(CHECK_COUNT / (checkMs / 1_000)),
      unit: "/s",
    },
  ];
}

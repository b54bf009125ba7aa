import {
  containsSegments,
  hasSegmentsAt,
  indexByFirstSegment,
  isAlphanumericSegment,
  normaliseAddress,
} from "./route-address.ts";

export { normaliseAddress } from "./route-address.ts";

// '---' in a pattern stands for exactly one alphanumeric segment ([A-Za-z0-9]+)
export const ROUTE_WILDCARD = "---";
export const NO_RIGHTS_ROUTE = "/no-rights";
export const ANALYTICS_ROUTE = "advancedSearch";
export const DEFAULT_ANALYTICS_PATTERN = "/advancedSearch";
/** First segments of analytics addresses; each of them is checked as the one configured analytics pattern. */
export const ANALYTICS_ADDRESS_ROOTS = [ANALYTICS_ROUTE, "AdvancedAnalytics", "analytics"] as const;

/** After one of these prefixes the next segment is an id, normalised to a placeholder any '---' matches. */
export const DETAIL_PREFIXES = [
  "ticketdetails",
  "locationModules",
  "TaskOperations/details",
  "LeaseManagement/details",
  "fixedAssetManagement/asset-detailing",
  "materialRequest",
  "fixedAssetManagement/MoveAssetRequest/Details",
  "billing/financialRecon/batchList",
  "billing/invoicing/batchDetails",
] as const;

/** An address under one of these is allowed when an allowed pattern starts with the same prefix. */
export const PLACEHOLDER_PREFIXES = [
  "ProjectManagement/projectDetails",
  "ProjectManagement/singlesite/projectSurvey",
  "ProjectManagement/taskManagement/detail",
  "locationModules",
  "LeaseManagement/details",
  "TaskOperations/details",
  "materialRequest",
] as const;

/**
 * An address containing a member of a family is allowed when an allowed pattern contains any member of
 * the same family (ticketdetails and workOrders are both the ticket module).
 */
export const SPECIAL_PREFIX_FAMILIES = {
  ticketModule: ["ticketdetails", "workOrders"],
  bulkWorkOrders: ["bulk-Wo"],
  alarmsNar: ["alarmsNar"],
  techRecon: ["techrecon"],
  ruleConfig: ["ruleconfig"],
  financialRecon: ["financialRecon"],
  dataPoints: ["DataPoints"],
  invoicing: ["billing/invoicing"],
} as const;
export type SpecialPrefixFamily = keyof typeof SPECIAL_PREFIX_FAMILIES;

export type RouteMatcher = { readonly size: number; isAllowed(address: string): boolean };
export type RouteMatcherOptions = { analyticsPattern?: string };
export type RouteAccessInput = {
  patterns: readonly string[] | null | undefined;
  address: string;
  analyticsPattern?: string;
};
export type RouteAccessCheck = { ok: true } | { ok: false; redirectTo: typeof NO_RIGHTS_ROUTE };

type Prefix = { segments: readonly string[] };
type FamilyMember = Prefix & { family: SpecialPrefixFamily };
/** Patterns stored by their segments from last to first, because a pattern matches the end of an address. */
type TrieNode = { children: Map<string, TrieNode>; wildcard: TrieNode | undefined; isEnd: boolean };

const toPrefix = (prefix: string): Prefix => ({ segments: normaliseAddress(prefix) });
const DETAIL_PREFIX_INDEX = indexByFirstSegment(DETAIL_PREFIXES.map(toPrefix));
const PLACEHOLDER_PREFIX_LIST = PLACEHOLDER_PREFIXES.map(toPrefix);
const FAMILY_MEMBERS: readonly FamilyMember[] = (
  Object.keys(SPECIAL_PREFIX_FAMILIES) as SpecialPrefixFamily[]
).flatMap((family) => SPECIAL_PREFIX_FAMILIES[family].map((member) => ({ ...toPrefix(member), family })));
const ANALYTICS_ROOTS = new Set<string>(ANALYTICS_ADDRESS_ROOTS.map((root) => root.toLowerCase()));
const NO_RUNS: readonly Prefix[] = [];

/** Index of the id segment after a detail prefix, or -1 when the address has none. */
const findDetailIdIndex = (segments: readonly string[]): number => {
  for (const prefix of DETAIL_PREFIX_INDEX.get(segments[0] ?? "") ?? NO_RUNS) {
    const end = prefix.segments.length;
    if (segments.length > end && hasSegmentsAt(segments, prefix.segments, 0)) return end;
  }
  return -1;
};

/** Whether a run indexed by its first segment occurs at the start of the address (or anywhere, with `anywhere`). */
const hasIndexedRun = (
  index: ReadonlyMap<string, readonly Prefix[]>,
  segments: readonly string[],
  idIndex: number,
  anywhere: boolean,
): boolean => {
  if (index.size === 0) return false;
  const lastStart = anywhere ? segments.length - 1 : 0;
  for (let start = 0; start <= lastStart; start++) {
    if (start === idIndex) continue;
    for (const run of index.get(segments[start] ?? "") ?? NO_RUNS) {
      if (hasSegmentsAt(segments, run.segments, start, idIndex)) return true;
    }
  }
  return false;
};

const createNode = (): TrieNode => ({ children: new Map(), wildcard: undefined, isEnd: false });

/** Adds a pattern; false when the same pattern was already there. */
const insertPattern = (root: TrieNode, segments: readonly string[]): boolean => {
  let node = root;
  for (let i = segments.length - 1; i >= 0; i--) {
    const segment = segments[i] ?? "";
    if (segment === ROUTE_WILDCARD) {
      node.wildcard ??= createNode();
      node = node.wildcard;
      continue;
    }
    let child = node.children.get(segment);
    if (!child) node.children.set(segment, (child = createNode()));
    node = child;
  }
  const isNew = !node.isEnd;
  node.isEnd = true;
  return isNew;
};

/** Whether some pattern equals the address's last segments, walking the address from its end. */
const matchesSuffix = (
  node: TrieNode,
  segments: readonly string[],
  index: number,
  idIndex: number,
): boolean => {
  if (index < 0) return false;
  const segment = segments[index] ?? "";
  const isId = index === idIndex;
  // A normalised id is a placeholder: only '---' matches it, never a literal segment.
  const child = isId ? undefined : node.children.get(segment);
  if (child && (child.isEnd || matchesSuffix(child, segments, index - 1, idIndex))) return true;
  const wildcard = node.wildcard;
  if (!wildcard || !(isId || isAlphanumericSegment(segment))) return false;
  return wildcard.isEnd || matchesSuffix(wildcard, segments, index - 1, idIndex);
};

const DENY_ALL: RouteMatcher = { size: 0, isAllowed: () => false };

/**
 * Builds the allowed-route patterns once into a matcher whose checks never loop over the patterns.
 * `null`/`undefined` (the lookup failed) denies everything; blank patterns are ignored.
 * The root address is allowed only by a pattern that is itself the root; the app redirects the root to
 * /dashboard before checking, so in practice the root is never checked.
 */
export const compileRoutePatterns = (
  patterns: readonly string[] | null | undefined,
  options: RouteMatcherOptions = {},
): RouteMatcher => {
  if (patterns === null || patterns === undefined) return DENY_ALL;
  const root = createNode();
  let size = 0;
  let isRootAllowed = false;
  const allowedPlaceholders = new Set<Prefix>();
  const allowedFamilies = new Set<SpecialPrefixFamily>();

  for (const pattern of patterns) {
    if (pattern.trim() === "") continue;
    const segments = normaliseAddress(pattern);
    if (segments.length === 0) {
      if (!isRootAllowed) size++;
      isRootAllowed = true;
      continue;
    }
    if (!insertPattern(root, segments)) continue;
    size++;
    for (const prefix of PLACEHOLDER_PREFIX_LIST) {
      if (hasSegmentsAt(segments, prefix.segments, 0)) allowedPlaceholders.add(prefix);
    }
    for (const member of FAMILY_MEMBERS) {
      if (containsSegments(segments, member.segments)) allowedFamilies.add(member.family);
    }
  }

  const placeholderIndex = indexByFirstSegment([...allowedPlaceholders]);
  const familyIndex = indexByFirstSegment(
    FAMILY_MEMBERS.filter((member) => allowedFamilies.has(member.family)),
  );

  const checkSegments = (segments: readonly string[]): boolean => {
    if (segments.length === 0) return isRootAllowed;
    const idIndex = findDetailIdIndex(segments);
    if (hasIndexedRun(placeholderIndex, segments, idIndex, false)) return true;
    if (hasIndexedRun(familyIndex, segments, idIndex, true)) return true;
    return matchesSuffix(root, segments, segments.length - 1, idIndex);
  };

  const analyticsPattern = options.analyticsPattern?.trim() || DEFAULT_ANALYTICS_PATTERN;
  const isAnalyticsAllowed = checkSegments(normaliseAddress(analyticsPattern));

  return {
    size,
    isAllowed: (address) => {
      const segments = normaliseAddress(address);
      if (ANALYTICS_ROOTS.has(segments[0] ?? "")) return isAnalyticsAllowed;
      return checkSegments(segments);
    },
  };
};

const compiledByPatterns = new WeakMap<readonly string[], Map<string, RouteMatcher>>();

/** The compiled matcher for a pattern list, built once per list and analytics pattern. */
const matcherFor = (patterns: readonly string[], analyticsPattern: string): RouteMatcher => {
  let byAnalytics = compiledByPatterns.get(patterns);
  if (!byAnalytics) compiledByPatterns.set(patterns, (byAnalytics = new Map()));
  let matcher = byAnalytics.get(analyticsPattern);
  if (!matcher)
    byAnalytics.set(analyticsPattern, (matcher = compileRoutePatterns(patterns, { analyticsPattern })));
  return matcher;
};

/** An address not in the allowed list (or a failed lookup) sends the user to /no-rights. */
export const checkRouteAccess = ({
  patterns,
  address,
  analyticsPattern,
}: RouteAccessInput): RouteAccessCheck => {
  const isAllowed =
    patterns !== null &&
    patterns !== undefined &&
    matcherFor(patterns, analyticsPattern ?? DEFAULT_ANALYTICS_PATTERN).isAllowed(address);
  return isAllowed ? { ok: true } : { ok: false, redirectTo: NO_RIGHTS_ROUTE };
};

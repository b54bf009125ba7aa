import type { ModuleEntry } from "../employees/employees.schemas.ts";
import {
  EnvironmentKind,
  OrganisationType,
  type EnvironmentKindValue,
  type OrganisationTypeValue,
} from "../organisations/organisations.enums.ts";
import { AccessRightType, ModuleId } from "../permissions/permissions.enums.ts";

/** Where a menu entry goes: an in-app route, an absolute address, or nowhere (a group heading). */
export type MenuLink =
  | { readonly kind: "route"; readonly path: string; readonly isNewTab: boolean }
  | { readonly kind: "url"; readonly href: string; readonly isNewTab: boolean }
  | { readonly kind: "none" };

/**
 * The top menu's specially named groups: Builders and Admin always open as a mega-menu, and Billing's links stay
 * inert while billing may not be clicked (portal-shell §2.2, §5).
 */
export type MenuGroup = "builders" | "admin" | "billing";

export type MenuNode = {
  /** Unique in the tree: module id and parent id ('56/59'). */
  readonly key: string;
  readonly moduleId: number;
  readonly label: string;
  readonly link: MenuLink;
  /**
   * True inside the Billing group while billing is not clickable: shown, but rendered without its route and
   * with clicks blocked. The link is kept so the layout does not depend on it.
   */
  readonly isInert: boolean;
  readonly children: readonly MenuNode[];
};

/**
 * link: a plain link; dropdown: a short list; mega: a wider panel with group headings (one or two columns).
 */
export type MenuLayout = "link" | "dropdown" | "mega";

export type MenuItem = MenuNode & {
  readonly group: MenuGroup | null;
  readonly layout: MenuLayout;
  readonly columns: 1 | 2;
};

/** The menu goes three levels deep: top-level items, their children, and the children's children. */
export const MENU_MAX_DEPTH = 3;
/** A drop-down with this many links (its own, its children and grandchildren) becomes a two-column mega-menu. */
export const MEGA_MENU_TWO_COLUMN_MIN_LINKS = 5;
/** Scroll heights (portal-shell §2.2): one-column panels scroll past 290 px, two-column mega-menus past 240 px. */
export const MENU_MAX_HEIGHT_PX = 290;
export const MEGA_MENU_MAX_HEIGHT_PX = 240;

/** The AI analytics module: id 56 under parent 59 (portal-shell §2.2). */
const AI_ANALYTICS = { moduleId: ModuleId.AiAnalytics, parentId: ModuleId.Analytics } as const;
/** The old application's spelling of the analytics path, and the corrected one. */
const ANALYTICS_MISSPELLING = /^advance(?:d)?analytics$/i;
const ANALYTICS_PATH = "AdvancedAnalytics";

/**
 * Path prefixes of the old application, stripped from module URLs (case-insensitive, repeatedly, in this
 * order): hash-router prefixes, the ASP.NET application root, and the old '/app/' and '/Portal/' folders.
 */
export const OLD_APP_PREFIXES: readonly string[] = [
  "/#/",
  "#/",
  "#",
  "~/",
  "/app/",
  "app/",
  "/portal/",
  "portal/",
];

const GROUP_BY_ID: Readonly<Record<number, MenuGroup>> = {
  [ModuleId.Builders]: "builders",
  [ModuleId.Admin]: "admin",
  [ModuleId.Billing]: "billing",
};
const GROUP_BY_NAME: Readonly<Record<string, MenuGroup>> = {
  builders: "builders",
  admin: "admin",
  billing: "billing",
};

const urlParts = (url: string): string[] =>
  url
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);

const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** The module path without the old application's prefixes or leading slashes ('#/app/billing' -> 'billing'). */
export const stripOldAppPrefixes = (path: string): string => {
  let rest = path.trim();
  for (let changed = true; changed;) {
    changed = false;
    for (const prefix of OLD_APP_PREFIXES) {
      if (rest.toLowerCase().startsWith(prefix)) {
        rest = rest.slice(prefix.length);
        changed = true;
      }
    }
  }
  return rest.replace(/^\/+/, "");
};

const isAiAnalytics = (entry: Pick<ModuleEntry, "ModuleId" | "ParentId">): boolean =>
  entry.ModuleId === AI_ANALYTICS.moduleId && entry.ParentId === AI_ANALYTICS.parentId;

export type ModuleLinkInput = {
  entry: Pick<ModuleEntry, "ModuleId" | "ParentId" | "Url" | "IsNewTab" | "IsExternalUrl">;
  /** The API base, e.g. 'https://portal.example.com' (no trailing slash needed). */
  apiBase: string;
};

/**
 * The link of a module (portal-shell §2.2): the first part of its comma-separated Url with the old
 * application's prefixes stripped. External modules keep their address and always open in a new tab.
 * AI analytics (56 under 59) is the API base, the second part (spelled 'AdvancedAnalytics') and the first.
 */
export const moduleLink = ({ entry, apiBase }: ModuleLinkInput): MenuLink => {
  const parts = urlParts(entry.Url);
  const first = parts[0];
  if (first === undefined) return { kind: "none" };
  if (isAiAnalytics(entry)) {
    const second = parts[1] ?? ANALYTICS_PATH;
    const section = ANALYTICS_MISSPELLING.test(second) ? ANALYTICS_PATH : stripOldAppPrefixes(second);
    const base = apiBase.replace(/\/+$/, "");
    return {
      kind: "url",
      href: `${base}/${section}/${stripOldAppPrefixes(first)}`,
      isNewTab: entry.IsNewTab,
    };
  }
  if (entry.IsExternalUrl || ABSOLUTE_URL.test(first)) {
    const href = ABSOLUTE_URL.test(first) ? first : `https://${first.replace(/^\/+/, "")}`;
    return { kind: "url", href, isNewTab: true };
  }
  const path = stripOldAppPrefixes(first);
  return path === "" ? { kind: "none" } : { kind: "route", path: `/${path}`, isNewTab: entry.IsNewTab };
};

const isTopLevel = (entry: ModuleEntry): boolean => entry.ParentId === null || entry.ParentId === 0;
const isMenuScreen = (entry: ModuleEntry): boolean =>
  entry.Enabled && entry.AccessRightTypeId === AccessRightType.ReadOnly;

const groupOf = (entry: ModuleEntry): MenuGroup | null =>
  GROUP_BY_ID[entry.ModuleId] ?? GROUP_BY_NAME[entry.ModuleName.trim().toLowerCase()] ?? null;

const countLinks = (node: MenuNode): number =>
  (node.link.kind === "none" ? 0 : 1) + node.children.reduce((sum, child) => sum + countLinks(child), 0);

export type BuildMenuInput = {
  modules: readonly ModuleEntry[];
  apiBase: string;
  /** isBillingClickable for the organisation: otherwise the Billing group's links are inert. */
  isBillingEnabled: boolean;
};

/**
 * The top menu (portal-shell §2.2, §6): top-level entries are the enabled modules without a parent whose
 * access type is read-only (1); their children come by ParentId, up to three levels. A child appears when it
 * is a read-only screen with a link or with children of its own (tabs and operations do not); a top-level
 * entry with neither a link nor a child is left out. Labels prefer AlternateName. Server order is kept.
 */
export const buildMenu = ({ modules, apiBase, isBillingEnabled }: BuildMenuInput): MenuItem[] => {
  const byParent = new Map<number, ModuleEntry[]>();
  for (const entry of modules) {
    if (isTopLevel(entry) || !isMenuScreen(entry)) continue;
    const siblings = byParent.get(entry.ParentId!) ?? [];
    siblings.push(entry);
    byParent.set(entry.ParentId!, siblings);
  }

  const toNode = (
    entry: ModuleEntry,
    depth: number,
    isInert: boolean,
    seen: Set<string>,
  ): MenuNode | null => {
    const key = `${entry.ModuleId}/${entry.ParentId ?? 0}`;
    if (seen.has(key)) return null;
    const path = new Set(seen).add(key);
    const children =
      depth >= MENU_MAX_DEPTH
        ? []
        : (byParent.get(entry.ModuleId) ?? [])
            .map((child) => toNode(child, depth + 1, isInert, path))
            .filter((node): node is MenuNode => node !== null);
    const link = moduleLink({ entry, apiBase });
    if (link.kind === "none" && children.length === 0) return null;
    return {
      key,
      moduleId: entry.ModuleId,
      label: entry.AlternateName?.trim() || entry.ModuleName,
      link,
      isInert,
      children,
    };
  };

  return modules
    .filter((entry) => isTopLevel(entry) && isMenuScreen(entry))
    .flatMap((entry): MenuItem[] => {
      const group = groupOf(entry);
      const node = toNode(entry, 1, group === "billing" && !isBillingEnabled, new Set());
      if (!node) return [];
      const links = countLinks(node);
      const hasGrandchildren = node.children.some((child) => child.children.length > 0);
      const layout: MenuLayout =
        node.children.length === 0
          ? "link"
          : group === "builders" ||
              group === "admin" ||
              hasGrandchildren ||
              links >= MEGA_MENU_TWO_COLUMN_MIN_LINKS
            ? "mega"
            : "dropdown";
      return [
        {
          ...node,
          group,
          layout,
          columns: layout === "mega" && links >= MEGA_MENU_TWO_COLUMN_MIN_LINKS ? 2 : 1,
        },
      ];
    });
};

/** The organisations whose Billing link may be clicked (portal-shell §5, §6). */
const BILLING_ENVIRONMENTS: readonly EnvironmentKindValue[] = [
  EnvironmentKind.development,
  EnvironmentKind.demo1,
  EnvironmentKind.demo2,
  EnvironmentKind.QA,
];

export const isBillingClickable = ({ environment }: { environment: EnvironmentKindValue | null }): boolean =>
  environment !== null && BILLING_ENVIRONMENTS.includes(environment);

export type CarouselButtonInput = {
  environment: EnvironmentKindValue | null;
  orgType: OrganisationTypeValue | null;
  /** Module ids enabled for the role (Tabs[] with Enabled 1); undefined while not loaded. */
  enabledModuleIds: readonly number[] | undefined;
  /** Module ids of the landing-page module list. */
  moduleIds: readonly number[];
  /** The signed-in user's role id; null or 0 when unknown. */
  roleId: number | null;
};

/**
 * The carousel button (portal-shell §5): the organisation is development, UAT, QA or a production
 * Enterprise, and module 1156 is enabled for the role, or, when no role id is known, in the module list.
 */
export const showsCarouselButton = ({
  environment,
  orgType,
  enabledModuleIds,
  moduleIds,
  roleId,
}: CarouselButtonInput): boolean => {
  const isAllowedOrganisation =
    environment === EnvironmentKind.development ||
    environment === EnvironmentKind.UAT ||
    environment === EnvironmentKind.QA ||
    (environment === EnvironmentKind.production && orgType === OrganisationType.Enterprise);
  if (!isAllowedOrganisation) return false;
  const hasRole = roleId !== null && roleId > 0;
  const ids = hasRole ? enabledModuleIds : moduleIds;
  return ids?.includes(ModuleId.DashboardCarousel) ?? false;
};

/** The links of a mega-menu split into columns (column-major: the first column fills first). */
export const menuColumns = <T>(entries: readonly T[], columns: 1 | 2): T[][] => {
  if (columns === 1) return [[...entries]];
  const firstLength = Math.ceil(entries.length / 2);
  return [entries.slice(0, firstLength), entries.slice(firstLength)];
};

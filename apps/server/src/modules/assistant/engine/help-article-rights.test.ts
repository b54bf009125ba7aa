import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MODULE_CATALOGUE } from "../../../seed/module-catalogue.ts";
import {
  ADMINISTRATOR,
  FACILITY_MANAGER,
  FIELD_TECHNICIAN,
  LEASE_MANAGER,
  VIEWER,
} from "../../../seed/role-templates.ts";
import { loadHelpArticles } from "./help-articles.ts";
import type { HelpRight } from "./help-rights.ts";

const HELP_DIR = join(import.meta.dirname, "..", "..", "..", "..", "..", "..", "docs", "help");
const DEMO_ROLES = [ADMINISTRATOR, FACILITY_MANAGER, FIELD_TECHNICIAN, LEASE_MANAGER, VIEWER];

const holds = (role: (typeof DEMO_ROLES)[number], right: HelpRight): boolean => {
  const module = MODULE_CATALOGUE.find((m) => m.moduleId === right.moduleId && m.parentId === right.parentId);
  return module !== undefined && (role.grants(module) ?? 0) >= right.level;
};

describe("the rights the help centre's articles state", async () => {
  const articles = await loadHelpArticles(HELP_DIR);
  const withRights = articles.filter((a) => a.rights.length > 0);

  it("are stated by the articles about what only some roles may do", () => {
    expect(withRights.map((a) => a.slug)).toEqual(
      expect.arrayContaining(["create-a-work-order", "approve-a-move-request", "leases-and-billing"]),
    );
  });

  it.each(withRights.map((a) => [a.slug, a] as const))(
    "%s: each right is a module of the product, and the roles it names hold one",
    (_slug, article) => {
      for (const right of article.rights)
        expect(
          MODULE_CATALOGUE.some((m) => m.moduleId === right.moduleId && m.parentId === right.parentId),
        ).toBe(true);
      const holders = DEMO_ROLES.filter((role) => article.rights.some((right) => holds(role, right)));
      expect(holders.length).toBeGreaterThan(0);
      expect(article.roles.filter((name) => !holders.some((role) => role.name === name))).toEqual([]);
    },
  );
});

import { describe, expect, it } from "vitest";
import type { HelpArticleSummary } from "@fieldstead/domain";
import { groupArticles, searchArticles, searchWords } from "./help-search.ts";

const article = (
  slug: string,
  title: string,
  category: HelpArticleSummary["category"],
  keywords: string[] = [],
): HelpArticleSummary => ({ slug, title, category, keywords });

const ARTICLES = [
  article("asset-categories", "Configure asset categories", "asset", ["category code", "HVAC category"]),
  article("create-a-lease", "Create a lease", "lease", ["rent", "tenancy"]),
  article("sign-in", "Sign in", "default", ["password", "log in"]),
  article("move-an-asset", "Move an asset", "asset", ["transfer", "move request"]),
];
const slugs = (list: readonly HelpArticleSummary[]) => list.map((a) => a.slug);

describe("searchWords", () => {
  it.each([
    ["", []],
    ["   ", []],
    ["Asset  Categories", ["asset", "categories"]],
    ["\tmove\nrequest ", ["move", "request"]],
  ])("splits %j into %j", (text, words) => {
    expect(searchWords(text)).toEqual(words);
  });
});

describe("searchArticles", () => {
  it.each([
    ["", ["asset-categories", "create-a-lease", "sign-in", "move-an-asset"]],
    ["asset categories", ["asset-categories"]],
    ["ASSET", ["asset-categories", "move-an-asset"]],
    ["tenancy", ["create-a-lease"]],
    ["hvac", ["asset-categories"]],
    ["move transfer", ["move-an-asset"]],
    ["asset rent", []],
    ["categ", ["asset-categories"]],
    ["invoice", []],
  ])("%j finds %j", (text, expected) => {
    expect(slugs(searchArticles({ articles: ARTICLES, text }))).toEqual(expected);
  });
});

describe("groupArticles", () => {
  it("groups by category in the help centre's order, keeping the order inside a group", () => {
    expect(groupArticles(ARTICLES).map((g) => [g.label, slugs(g.articles)])).toEqual([
      ["Getting around", ["sign-in"]],
      ["Assets and warehouse", ["asset-categories", "move-an-asset"]],
      ["Leases", ["create-a-lease"]],
    ]);
  });

  it("leaves no group for no articles", () => {
    expect(groupArticles([])).toEqual([]);
  });
});

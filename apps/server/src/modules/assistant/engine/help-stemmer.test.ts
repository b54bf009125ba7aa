import { describe, expect, it } from "vitest";
import { analyzeQuestion, analyzeText, splitWords } from "./help-analyzer.ts";
import { stemWord } from "./help-stemmer.ts";

describe("the stemmer", () => {
  it.each([
    ["caresses", "caress"],
    ["ponies", "poni"],
    ["cats", "cat"],
    ["agreed", "agre"],
    ["motoring", "motor"],
    ["hopping", "hop"],
    ["filing", "file"],
    ["happy", "happi"],
    ["relational", "relat"],
    ["generalization", "gener"],
    ["adoption", "adopt"],
    ["controlling", "control"],
    ["sing", "sing"],
    ["wo", "wo"],
    ["mr-000012", "mr-000012"],
  ])("stems %s to %s", (word, stem) => {
    expect(stemWord(word)).toBe(stem);
  });

  it.each([
    [["assign", "assigned", "assigning", "assigns"]],
    [["category", "categories"]],
    [["approve", "approved", "approves", "approving"]],
    [["location", "locations"]],
    [["notification", "notifications"]],
  ])("gives every form of a word one stem: %j", (forms) => {
    expect(new Set(forms.map(stemWord)).size).toBe(1);
  });
});

describe("reading a text", () => {
  it("folds accents and case and drops apostrophes", () => {
    expect(splitWords("Équipement CAN'T café's")).toEqual(["equipement", "cant", "cafe"]);
  });

  it("leaves out common words", () => {
    expect(analyzeQuestion("How do I find it?").map((w) => w.word)).toEqual(["find"]);
  });

  it("gives an abbreviation and its phrase the same synonym term", () => {
    const [wo] = analyzeQuestion("WO");
    const text = analyzeText("Create a work order");
    expect(wo!.terms.some((term) => term.startsWith("~") && text.includes(term))).toBe(true);
  });

  it("reads a phrase as one synonym, not as its words' own synonyms", () => {
    const [login] = analyzeQuestion("log in");
    const history = analyzeText("history");
    expect(analyzeText("sign in").some((term) => login!.terms.includes(term) && term.startsWith("~"))).toBe(
      true,
    );
    expect(login!.terms.some((term) => term.startsWith("~") && history.includes(term))).toBe(false);
  });
});

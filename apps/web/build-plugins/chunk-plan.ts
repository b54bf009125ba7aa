import type { CodeSplittingGroup } from "rolldown";
import { build, type Plugin, type Rolldown } from "vite";

/** Set in the first of the two passes, so its configuration leaves out what the second pass adds. */
export const FIRST_PASS = "FIELDSTEAD_FIRST_LOAD_PASS";

type Chunk = Rolldown.OutputChunk;

/** A page of the build (an HTML entry) and the script it runs. */
export type PageEntry = { name: string; script: string };

/** A library large enough for a chunk of its own, loaded only by the screens that use it. */
export type HeavyCode = { name: string; test: RegExp };

/** A screen opened cold more than any other (the landing page): what it needs is one chunk of its own. */
export type LeanScreen = { name: string; module: RegExp };

/** The modules of `entry`'s chunk and of every chunk it imports statically: what loading the page runs. */
const firstLoadOf = (chunks: Chunk[], entry: Chunk): Set<string> => {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const modules = new Set<string>();
  const seen = new Set<string>();
  const pending = [entry.fileName];
  while (pending.length > 0) {
    const chunk = byFile.get(pending.pop()!);
    if (!chunk || seen.has(chunk.fileName)) continue;
    seen.add(chunk.fileName);
    for (const id of chunk.moduleIds) modules.add(id);
    pending.push(...chunk.imports);
  }
  return modules;
};

/** The first build: its chunks (not written) and every module's static imports. */
const firstBuild = async (configFile: string) => {
  const imports = new Map<string, readonly string[]>();
  const recorder: Plugin = {
    name: "fieldstead-import-graph",
    generateBundle() {
      for (const id of this.getModuleIds()) imports.set(id, this.getModuleInfo(id)?.importedIds ?? []);
    },
  };
  process.env[FIRST_PASS] = "1";
  let output: Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  try {
    output = (await build({
      configFile,
      logLevel: "silent",
      plugins: [recorder],
      build: { write: false },
    })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  } finally {
    delete process.env[FIRST_PASS];
  }
  const chunks = (Array.isArray(output) ? output : [output])
    .flatMap((o) => o.output)
    .filter((item): item is Chunk => item.type === "chunk");
  return { chunks, imports };
};

/** The modules matching `module` and everything they import statically. */
const staticClosure = (imports: Map<string, readonly string[]>, module: RegExp): Set<string> => {
  const found = new Set<string>();
  const pending = [...imports.keys()].filter((id) => module.test(id));
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (found.has(id)) continue;
    found.add(id);
    pending.push(...(imports.get(id) ?? []));
  }
  return found;
};

/** Whether a module, or anything it imports statically, matches `test` (answers memoised per module). */
const reachesWith = (imports: Map<string, readonly string[]>, test: RegExp) => {
  const known = new Map<string, boolean>();
  const reaches = (id: string): boolean => {
    const answer = known.get(id);
    if (answer !== undefined) return answer;
    known.set(id, false); // an import cycle adds nothing
    const result = test.test(id) || (imports.get(id) ?? []).some(reaches);
    known.set(id, result);
    return result;
  };
  return reaches;
};

/**
 * How the build is cut into chunks, from a first build (not written):
 * - each page's first load is its entry and one chunk: the modules its entry loads before it runs, exactly
 *   those the bundler kept (barrels and unused exports aside), instead of the dozens of chunks the bundler
 *   makes of modules shared with lazy screens. A module two pages share stays in the first page's chunk, and
 *   what another page shares with the first page's lean screens stays with them; each page and its script stay
 *   in the page's own entry chunk, never in one another page loads.
 * - a lean screen (the landing page) loads its page and one chunk of what it needs besides the first load, not
 *   the larger chunk every other screen shares;
 * - what three lazy screens or more share is one chunk, unless it leads to heavy code: browsers open six
 *   connections to a host, so a screen of seventy small files waits in turns.
 * - each heavy library is a chunk of its own, loaded by the screens that use it.
 */
export const chunkGroups = async (
  configFile: string,
  pages: PageEntry[],
  heavy: HeavyCode[],
  lean: LeanScreen[] = [],
): Promise<CodeSplittingGroup[]> => {
  const { chunks, imports } = await firstBuild(configFile);
  const taken = new Set<string>(pages.map((page) => page.script));
  for (const chunk of chunks) if (chunk.isEntry && chunk.facadeModuleId) taken.add(chunk.facadeModuleId);
  const firstLoad = ({ name }: PageEntry): CodeSplittingGroup => {
    const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === name);
    if (!entry) throw new Error(`the first build has no entry chunk named ${name}`);
    const modules = new Set([...firstLoadOf(chunks, entry)].filter((id) => !taken.has(id)));
    for (const id of modules) taken.add(id);
    return {
      name: `${name}-first-load`,
      test: (id: string) => modules.has(id),
      priority: 10,
      // The modules are the ones the first build kept; their own imports are already among them.
      includeDependenciesRecursively: false,
    };
  };
  const leanGroup = ({ name, module }: LeanScreen): CodeSplittingGroup => {
    const screen = chunks.find((chunk) => chunk.facadeModuleId !== null && module.test(chunk.facadeModuleId));
    // A screen is a chunk of its own; a library module also imported statically elsewhere is not: its own
    // imports are followed instead (a library's modules import files, not barrels).
    const needed = screen ? firstLoadOf(chunks, screen) : staticClosure(imports, module);
    if (needed.size === 0) throw new Error(`the first build has nothing matching ${String(module)}`);
    // A screen's own module stays in its chunk (loaded by its route); a library's entry joins the group.
    const modules = new Set([...needed].filter((id) => !taken.has(id) && !(screen && module.test(id))));
    for (const id of modules) taken.add(id);
    return {
      name,
      test: (id: string) => modules.has(id),
      priority: 5,
      includeDependenciesRecursively: false,
    };
  };
  // The first page (the portal), then its lean screens, then the other pages (what they share with the
  // portal's screens stays with those screens, so the portal never runs another page's first load).
  const [main, ...otherPages] = pages;
  if (!main) throw new Error("a build needs a page");
  const firstLoads = [firstLoad(main)];
  const leanGroups = lean.map(leanGroup);
  firstLoads.push(...otherPages.map(firstLoad));
  const reachesHeavy = heavy.map(({ test }) => reachesWith(imports, test));
  return [
    ...firstLoads,
    ...leanGroups,
    {
      name: "screens-common",
      minShareCount: 3,
      priority: 2,
      test: (id: string) => !reachesHeavy.some((reaches) => reaches(id)),
    },
    ...heavy.map(({ name, test }): CodeSplittingGroup => ({ name, test, priority: 1 })),
  ];
};

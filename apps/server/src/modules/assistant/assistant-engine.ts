import { createHelpEngine, type HelpEngine } from "./engine/help-engine.ts";
import { loadHelpArticles, type HelpArticle } from "./engine/help-articles.ts";

export type HelpLibrary = { articles: HelpArticle[]; engine: HelpEngine };

const libraries = new Map<string, Promise<HelpLibrary>>();

/** The help articles of a folder and the engine over them, read once per folder and shared. */
export const helpLibrary = (dir: string): Promise<HelpLibrary> => {
  let library = libraries.get(dir);
  if (!library) {
    library = loadHelpArticles(dir).then((articles) => ({ articles, engine: createHelpEngine(articles) }));
    // A folder that cannot be read is tried again on the next call.
    library.catch(() => libraries.delete(dir));
    libraries.set(dir, library);
  }
  return library;
};

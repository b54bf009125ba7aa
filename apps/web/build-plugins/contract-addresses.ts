import type { Plugin } from "vite";

/** What the browser needs of a contract to call it: where and how. The rest describes it to the server. */
const KEPT = new Set(["method", "path", "apiVersion"]);
const CONTRACT_FILE = /[\\/]packages[\\/]domain[\\/]src[\\/].*\.contract\.ts$/;

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && typeof (value as Node).type === "string";

/** Every node under `root`, depth first. */
function* nodesOf(root: Node): Generator<Node> {
  yield root;
  for (const value of Object.values(root)) {
    if (Array.isArray(value)) for (const item of value) if (isNode(item)) yield* nodesOf(item);
    if (isNode(value)) yield* nodesOf(value);
  }
}

const keyName = (property: Node): string | null => {
  const key = property.key as Node | undefined;
  if (property.type !== "Property" || property.computed || !key) return null;
  return key.type === "Identifier" ? String(key.name) : key.type === "Literal" ? String(key.value) : null;
};

/**
 * `code` without the imports nothing in it uses any more: the schema modules a contract named stay out of the
 * module graph of a screen that only calls it (a module is loaded with its importer, used or not).
 */
const withoutUnusedImports = (code: string, program: Node): string => {
  const body = program.body as Node[];
  const imports = body.filter((node) => node.type === "ImportDeclaration");
  const used = new Set<string>();
  for (const statement of body) {
    if (statement.type === "ImportDeclaration") continue;
    for (const node of nodesOf(statement)) if (node.type === "Identifier") used.add(String(node.name));
  }
  let result = code;
  for (const declaration of imports.sort((a, b) => b.start - a.start)) {
    const specifiers = declaration.specifiers as Node[];
    if (specifiers.length === 0) continue;
    const kept = specifiers.filter((sp) => used.has(String((sp.local as Node).name)));
    if (kept.length === specifiers.length) continue;
    const source = (declaration.source as Node).raw as string;
    const named = kept.filter((sp) => sp.type === "ImportSpecifier");
    const others = kept.filter((sp) => sp.type !== "ImportSpecifier");
    const parts = [
      ...others.map((sp) => code.slice(sp.start, sp.end)),
      ...(named.length > 0 ? [`{ ${named.map((sp) => code.slice(sp.start, sp.end)).join(", ")} }`] : []),
    ];
    const text = parts.length === 0 ? "" : `import ${parts.join(", ")} from ${source};`;
    result = result.slice(0, declaration.start) + text + result.slice(declaration.end);
  }
  return result;
};

/**
 * In the browser build, each `defineContract({...})` keeps only its method, path and API version: its body,
 * query and reply schemas, its access rule and its documentation stay on the server. Nothing then refers to
 * the schemas a page does not validate with, so they (and zod itself, on the sign-in page) drop out of the
 * bundle. Types are untouched: the web still infers bodies and replies from the full contracts.
 */
export const contractAddresses = (): Plugin => ({
  name: "fieldstead-contract-addresses",
  apply: "build",
  transform(code, id) {
    if (!CONTRACT_FILE.test(id) || !code.includes("defineContract(")) return null;
    const program = this.parse(code) as unknown as Node;
    const literals: Node[] = [];
    for (const node of nodesOf(program)) {
      const callee = node.callee as Node | undefined;
      const [argument] = (node.arguments as Node[] | undefined) ?? [];
      if (node.type !== "CallExpression" || callee?.type !== "Identifier" || callee.name !== "defineContract")
        continue;
      if (argument?.type !== "ObjectExpression")
        throw new Error(`${id}: defineContract takes an object literal`);
      literals.push(argument);
    }
    let result = code;
    for (const literal of literals.sort((a, b) => b.start - a.start)) {
      const properties = literal.properties as Node[];
      const kept = properties.filter((p) => KEPT.has(keyName(p) ?? ""));
      if (!kept.some((p) => keyName(p) === "path")) throw new Error(`${id}: a contract without a path`);
      const text = `{ ${kept.map((p) => code.slice(p.start, p.end)).join(", ")} }`;
      result = result.slice(0, literal.start) + text + result.slice(literal.end);
    }
    return { code: withoutUnusedImports(result, this.parse(result) as unknown as Node), map: null };
  },
});

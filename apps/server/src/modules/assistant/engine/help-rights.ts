import { AccessRightType, ModuleId, TOP_LEVEL, type AccessRightTypeId } from "@fieldstead/domain";

/**
 * A right an article's task needs, as its front matter states it: "right: TaskOperations > TaskCreate" (a module
 * under its parent, by their names in ModuleId; read-write unless "(read-only)" follows). Several rights joined
 * by "or" mean any one of them will do (an import of locations, assets or work orders).
 */
export type HelpRight = {
  moduleId: number;
  parentId: number;
  level: AccessRightTypeId;
  /** As written in the article ("TaskOperations > TaskCreate"). */
  label: string;
};

/** Whether the person asking holds a right (everyone holds every right when no one in particular asks). */
export type HelpAsker = { allows: (right: HelpRight) => boolean };

const RIGHT = /^(?:([A-Za-z0-9]+)\s*>\s*)?([A-Za-z0-9]+)\s*(?:\((read-only|read-write)\))?$/i;

const moduleIdOf = (name: string): number | undefined =>
  Object.hasOwn(ModuleId, name) ? ModuleId[name as keyof typeof ModuleId] : undefined;

/** The right a front matter value names; a message saying what is wrong when it names none. */
const parseHelpRight = (value: string): HelpRight | { error: string } => {
  const match = RIGHT.exec(value.trim());
  if (!match)
    return { error: `right "${value}" is not "Parent > Module" or "Module", maybe with "(read-only)"` };
  const [, parentName, moduleName, level] = match;
  const parentId = parentName === undefined ? TOP_LEVEL : moduleIdOf(parentName);
  const moduleId = moduleIdOf(moduleName!);
  if (parentId === undefined) return { error: `right "${value}": no module is called "${parentName}"` };
  if (moduleId === undefined) return { error: `right "${value}": no module is called "${moduleName}"` };
  return {
    moduleId,
    parentId,
    level: level?.toLowerCase() === "read-only" ? AccessRightType.ReadOnly : AccessRightType.ReadWrite,
    label: value.trim(),
  };
};

/** The rights a front matter value names, any of which will do ("A > B or C"). */
export const parseHelpRights = (value: string): HelpRight[] | { error: string } => {
  const rights: HelpRight[] = [];
  if (value.trim() === "") return rights;
  for (const part of value.trim().split(/\s+or\s+/)) {
    const right = parseHelpRight(part);
    if ("error" in right) return right;
    rights.push(right);
  }
  return rights;
};

/** The same right as the access rule the server's guard checks. */
export const rightAccess = ({ moduleId, parentId, level }: HelpRight) =>
  ({ kind: "module", moduleId, parentId, level }) as const;

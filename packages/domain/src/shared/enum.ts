/** The values of an `as const` enumeration object, as a union type. */
export type EnumValue<T extends Record<string, string | number>> = T[keyof T];

/** Looks an enumeration member's name up by its value. */
export const enumName = <T extends Record<string, string | number>>(
  values: T,
  value: EnumValue<T>,
): keyof T | undefined => (Object.keys(values) as (keyof T)[]).find((key) => values[key] === value);

/** Exhaustiveness check for switches over unions. */
export const assertNever = (value: never): never => {
  throw new Error(`Unexpected value: ${String(value)}`);
};

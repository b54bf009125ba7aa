/** Rows per statement: large enough to be quick on PGlite, small enough to stay under the parameter limit. */
const CHUNK_SIZE = 500;

export const chunks = <T>(rows: readonly T[]): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK_SIZE) out.push(rows.slice(i, i + CHUNK_SIZE));
  return out;
};

/** The id a row was given, found by its natural key; a missing one is a bug in the seed itself. */
export const idOf = <K>(ids: ReadonlyMap<K, number>, key: K): number => {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`seed: no id for ${String(key)}`);
  return id;
};

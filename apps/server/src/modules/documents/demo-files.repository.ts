import { and, eq, like, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { documents } from "../../db/schema/index.ts";

/** Whether any document points at the demo's shared sample files. */
export const hasDemoDocuments = async (db: Db, prefix: string): Promise<boolean> => {
  const [row] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(like(documents.filePath, `${prefix}%`))
    .limit(1);
  return row !== undefined;
};

/** Makes the rows pointing at a sample show its real size. */
export const correctSampleSize = async (db: Db, key: string, size: number): Promise<void> => {
  await db
    .update(documents)
    .set({ fileSize: size })
    .where(and(eq(documents.filePath, key), ne(documents.fileSize, size)));
};

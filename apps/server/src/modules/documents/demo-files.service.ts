import type { AppContext } from "../../context.ts";
import { DEMO_PREFIX, DEMO_SAMPLES, type DemoSample } from "./demo-samples.catalogue.ts";
import { generateSample } from "./demo-samples.generate.ts";
import { correctSampleSize, hasDemoDocuments } from "./demo-files.repository.ts";
import { makeThumbnail, thumbContentTypeOf } from "./media-thumbnail.ts";

type Made = { bytes: Buffer; thumb: Buffer | null };

// Made once a process: every instance (and every test app) stores the same bytes.
const made = new Map<string, Promise<Made>>();
const make = (sample: DemoSample): Promise<Made> => {
  let pending = made.get(sample.key);
  if (!pending) {
    pending = generateSample(sample).then(async (bytes) => ({
      bytes,
      thumb: sample.thumbKey ? await makeThumbnail(bytes, sample.extension) : null,
    }));
    pending.catch(() => made.delete(sample.key));
    made.set(sample.key, pending);
  }
  return pending;
};

const isStored = async (ctx: AppContext, sample: DemoSample) =>
  (await ctx.storage.exists(sample.key)) && (!sample.thumbKey || (await ctx.storage.exists(sample.thumbKey)));

const store = async (ctx: AppContext, sample: DemoSample) => {
  const { bytes, thumb } = await make(sample);
  await ctx.storage.putBuffer(sample.key, bytes, sample.contentType);
  if (sample.thumbKey && thumb)
    await ctx.storage.putBuffer(sample.thumbKey, thumb, thumbContentTypeOf(sample.extension));
  // A library may write a byte more or less than when the catalogue was measured.
  if (bytes.length !== sample.size) await correctSampleSize(ctx.db, sample.key, bytes.length);
};

/**
 * Writes the demo's shared sample files that storage lacks, when the demo data points at them, so every
 * seeded document opens. A failure is logged, never a reason not to start.
 */
export const ensureDemoFiles = async (ctx: AppContext): Promise<void> => {
  try {
    if (!(await hasDemoDocuments(ctx.db, DEMO_PREFIX))) return;
    const stored = await Promise.all(DEMO_SAMPLES.map((s) => isStored(ctx, s)));
    await Promise.all(DEMO_SAMPLES.filter((_, i) => !stored[i]).map((s) => store(ctx, s)));
  } catch (err) {
    ctx.logger.warn({ err }, "the demo sample files could not be written");
  }
};

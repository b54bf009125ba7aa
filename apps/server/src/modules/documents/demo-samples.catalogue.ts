import { thumbNameOf } from "@fieldstead/domain";

/** Objects under this prefix are the demo's shared sample files: deleting a demo document keeps them. */
export const DEMO_PREFIX = "demo/";

/**
 * The demo's shared sample files: every seeded document points at one of them, so any demo file opens.
 * Sizes are those of the generated files (checked by demo-samples.test.ts; corrected in the rows at start
 * should a library write a byte more).
 */
export type DemoSample = {
  key: string;
  extension: string;
  contentType: string;
  size: number;
  thumbKey: string | null;
};

const sample = (key: string, contentType: string, size: number, isPicture = false): DemoSample => ({
  key,
  extension: key.slice(key.lastIndexOf(".") + 1),
  contentType,
  size,
  thumbKey: isPicture ? thumbNameOf(key) : null,
});

export const DEMO_SAMPLES: readonly DemoSample[] = [
  sample("demo/sample.pdf", "application/pdf", 1651),
  sample("demo/sample-1.jpg", "image/jpeg", 27744, true),
  sample("demo/sample-2.jpg", "image/jpeg", 27062, true),
  sample("demo/sample-3.jpg", "image/jpeg", 26115, true),
  sample("demo/sample.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document", 9545),
  sample("demo/sample.xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", 6533),
  sample("demo/sample.mp3", "audio/mpeg", 16263),
  sample("demo/sample.dxf", "image/vnd.dxf", 265),
];

/** The sample a seeded file of this extension points at (pictures take turns by `n`). */
export const demoSampleFor = (extension: string, n: number): DemoSample | undefined => {
  const matching = DEMO_SAMPLES.filter((s) => s.extension === extension);
  return matching.length === 0 ? undefined : matching[n % matching.length];
};

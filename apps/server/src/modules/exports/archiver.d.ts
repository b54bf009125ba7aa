// archiver 8 ships no type declarations; this names the one class the media export uses.
declare module "archiver" {
  import type { Readable, Transform } from "node:stream";

  export class ZipArchive extends Transform {
    constructor(options?: { zlib?: { level?: number } });
    append(source: Readable | Buffer | string, data: { name: string }): this;
    finalize(): Promise<void>;
  }
}

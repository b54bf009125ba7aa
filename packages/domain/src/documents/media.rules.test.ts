import { describe, expect, it } from "vitest";
import {
  extensionOf,
  extensionsFor,
  fileTypeOf,
  formatFileSize,
  mediaCategoryOf,
  nameWithSize,
  sizeFromName,
  storedFileSize,
  thumbNameOf,
} from "./media.rules.ts";

describe("media rules", () => {
  it.each([
    ["photo.JPG", "jpg"],
    ["archive.tar.gz", "gz"],
    ["README", ""],
    [".hidden", ""],
    ["trailing.", ""],
  ])("reads the extension of %s as '%s'", (name, ext) => expect(extensionOf(name)).toBe(ext));

  it.each([
    ["jpeg", "Images"],
    ["webm", "Video"],
    ["midi", "Audio"],
    ["7z", "Document"],
    ["dxf", "Misc"],
    ["exe", null],
  ])("puts .%s in %s", (ext, category) => expect(mediaCategoryOf(ext)).toBe(category));

  it("lets an upload category take its own list, and Misc (0) every list", () => {
    expect(extensionsFor(1)).toEqual(["jpg", "jpeg", "png", "gif", "bmp", "svg", "tif"]);
    expect(extensionsFor(0)).toEqual(expect.arrayContaining(["jpg", "mp4", "mp3", "pdf", "dwg"]));
    expect(extensionsFor(4)).not.toContain("jpg");
  });

  it.each([
    ["plan.xlsx", "Excel"],
    ["notes.csv", "Excel"],
    ["letter.doc", "Word"],
    ["deck.pptx", "PowerPoint"],
    ["manual.pdf", "PDF"],
    ["floor.dwg", "DWG"],
    ["site.png", "Image"],
    ["walk.mov", "Video"],
    ["memo.wav", "Audio"],
    ["bundle.zip", "Document"],
    ["data.json", "NotSpecified"],
  ])("gives %s the file type %s", (name, type) => expect(fileTypeOf(name)).toBe(type));

  it.each([
    ["orgs/1/a/b.jpg", "orgs/1/a/b_thumb.jpg"],
    ["x.y/photo", "x.y/photo_thumb"],
  ])("names the thumbnail of %s %s", (name, thumb) => expect(thumbNameOf(name)).toBe(thumb));

  it("writes a size into a name and reads it back, also from the thumbnail's name", () => {
    const stored = nameWithSize("orgs/1/asset/2/6f1c.jpg", 20480);
    expect(stored).toBe("orgs/1/asset/2/6f1c_s20480.jpg");
    expect(sizeFromName(stored)).toBe(20480);
    expect(sizeFromName(thumbNameOf(stored))).toBe(20480);
    expect(sizeFromName("demo/sample.pdf")).toBeNull();
  });

  it("takes a file's size from its name when it carries one, else from the record", () => {
    expect(storedFileSize({ Path: "orgs/1/x_s512.pdf", Size: 0 })).toBe(512);
    expect(storedFileSize({ Path: "demo/sample.pdf", Size: 1634 })).toBe(1634);
  });

  it.each([
    [532, "532 B"],
    [14_540, "14.2 KB"],
    [3_565_158, "3.4 MB"],
    [157_286_400, "150 MB"],
  ])("shows %i bytes as %s", (bytes, shown) => expect(formatFileSize(bytes)).toBe(shown));
});

import { describe, expect, it } from "vitest";
import { attachmentDisposition } from "./media-download.ts";

describe("attachmentDisposition", () => {
  it.each([
    ["Site Photo.jpg", `attachment; filename="Site Photo.jpg"; filename*=UTF-8''Site%20Photo.jpg`],
    [
      'Plan "A" – Süd.pdf',
      `attachment; filename="Plan _A_ _ S_d.pdf"; filename*=UTF-8''Plan%20%22A%22%20%E2%80%93%20S%C3%BCd.pdf`,
    ],
    [
      "a\r\nSet-Cookie: x=1.txt",
      `attachment; filename="aSet-Cookie: x=1.txt"; filename*=UTF-8''aSet-Cookie%3A%20x%3D1.txt`,
    ],
    ["../../etc/passwd", `attachment; filename=".._.._etc_passwd"; filename*=UTF-8''.._.._etc_passwd`],
    ["", `attachment; filename="file"; filename*=UTF-8''file`],
  ])("names %j safely", (name, header) => {
    expect(attachmentDisposition(name)).toBe(header);
  });

  it("shows a picture in the page when asked", () => {
    expect(attachmentDisposition("a.png", true)).toMatch(/^inline; /);
  });
});

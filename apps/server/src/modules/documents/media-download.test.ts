import { describe, expect, it } from "vitest";
import { attachmentDisposition, downloadName, fileReplyHeaders } from "./media-download.ts";

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

describe("downloadName", () => {
  it.each([
    ["Pump nameplate.jpg", "jpg", "Pump nameplate.jpg"],
    ["Photo.JPG", "jpg", "Photo.JPG"],
    ["evil.html", "svg", "evil.svg"],
    ["evil.svg.html", "svg", "evil.svg.svg"],
    ["report", "pdf", "report.pdf"],
    ["../../x.exe", "txt", "x.txt"],
    [".htaccess", "txt", "file.txt"],
    ["", "png", "file.png"],
  ])("names %j of a .%s file %j", (asked, extension, name) => {
    expect(downloadName({ asked, extension })).toBe(name);
  });
});

describe("fileReplyHeaders", () => {
  it.each([
    ["image/png", true, "inline", false],
    ["image/jpeg", false, "attachment", false],
    ["application/pdf", true, "inline", true],
    ["video/mp4", true, "inline", true],
    ["audio/mpeg", true, "inline", true],
    ["image/svg+xml", true, "attachment", true],
    ["text/html; charset=utf-8", true, "attachment", true],
    ["application/xhtml+xml", true, "attachment", true],
    ["application/xml", true, "attachment", true],
    ["text/plain", true, "attachment", true],
    ["application/octet-stream", true, "attachment", true],
  ])(
    "serves %s (inline asked: %s) as %s, sandboxed: %s",
    (contentType, wantsInline, disposition, isSandboxed) => {
      const headers = fileReplyHeaders({ contentType, fileName: "f", wantsInline });
      expect(headers["content-disposition"]).toMatch(new RegExp(`^${disposition}; `));
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["content-security-policy"] === "sandbox").toBe(isSandboxed);
    },
  );
});

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import {
  AccessRightType,
  GALLERY_LIMIT_MESSAGE,
  ModuleId,
  type MediaFieldsReply,
  type MediaItem,
  type ModuleEntry,
} from "@fieldstead/domain";
import { ConfirmHost } from "../../../components/ui/confirm-host.tsx";
import { SnackbarHost } from "../../../components/ui/snackbar-host.tsx";
import { grantedModule, renderSignedIn } from "../../../test/session-fixtures.tsx";
import { snackbarStore } from "../../../lib/snackbar.ts";
import { transfers } from "../../../lib/transfers.ts";
import { RecordGallery } from "./record-gallery.tsx";

const galleryRight = (level: number): ModuleEntry[] => [
  grantedModule(ModuleId.AssetGallery, ModuleId.FixedAssets, level),
];

const PICTURE: MediaItem = {
  DocumentId: 5,
  FileName: "pump.jpg",
  Path: "org1/asset/9/abc.jpg",
  ThumbPath: "org1/asset/9/abc_thumb.jpg",
  FileType: "Image",
  MediaCategory: "Images",
  ContentType: "image/jpeg",
  Size: 14_540,
  CreatedOn: "2026-11-20T16:00:00Z",
  CreatedBy: "Ada Admin",
  EntityType: "asset",
  EntityId: 9,
};

const reply = (over: Partial<MediaFieldsReply> = {}): MediaFieldsReply => ({
  MediaFields: [PICTURE],
  TotalCount: 1,
  PageNumber: 1,
  PageSize: 50,
  IsLimitReached: false,
  ...over,
});

/** XMLHttpRequest as the upload uses it: answers each send with `uploadAnswer`. */
const sentUploads: string[] = [];
let uploadAnswer = {
  status: 200,
  body: { StatusCode: 0, StatusMessage: "1 file uploaded.", Items: [] } as object,
};
class FakeXhr {
  status = 0;
  responseText = "";
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  withCredentials = false;
  private url = "";
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  abort() {}
  send() {
    sentUploads.push(this.url);
    const answer = () => {
      this.status = uploadAnswer.status;
      this.responseText = JSON.stringify(uploadAnswer.body);
      this.onload?.();
    };
    held = {
      progress: (loaded, total) =>
        this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent),
      answer,
    };
    if (!isHolding) setTimeout(answer, 0);
  }
}
/** While holding, an upload stays on its way until the test answers it. */
let isHolding = false;
let held: { progress: (loaded: number, total: number) => void; answer: () => void } | null = null;

const fetchMock = vi.fn<typeof fetch>();
const answerGallery = (body: MediaFieldsReply) =>
  fetchMock.mockImplementation(
    async () =>
      new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } }),
  );

const show = (held: ModuleEntry[]) =>
  renderSignedIn(
    <>
      <RecordGallery entityType="asset" entityId={9} />
      <SnackbarHost />
      <ConfirmHost />
    </>,
    { modules: held },
  );

const filesNamed = (count: number) =>
  Array.from({ length: count }, (_, i) => new File(["x"], `p${i + 1}.jpg`, { type: "image/jpeg" }));

beforeEach(() => {
  fetchMock.mockReset();
  answerGallery(reply());
  sentUploads.length = 0;
  isHolding = false;
  held = null;
  uploadAnswer = { status: 200, body: { StatusCode: 0, StatusMessage: "1 file uploaded.", Items: [] } };
  vi.stubGlobal("fetch", fetchMock);
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
});
afterEach(() => {
  act(() => snackbarStore.set([]));
  vi.unstubAllGlobals();
});

describe("a record's gallery", () => {
  it("shows pictures as thumbnails, read page 1 of the asset's files", async () => {
    show(galleryRight(AccessRightType.ReadWrite));
    const img = await screen.findByRole("img", { name: "pump.jpg" });
    expect(img.getAttribute("src")).toContain("path=org1%2Fasset%2F9%2Fabc_thumb.jpg");
    expect(screen.getByText("14.2 KB")).toBeTruthy();
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ FormTypeID: 2, PrimaryId: 9, PageNumber: 1 });
  });

  it("offers Upload and Delete with read-write, and neither with read-only", async () => {
    const writer = show(galleryRight(AccessRightType.ReadWrite));
    await screen.findByRole("img", { name: "pump.jpg" });
    expect(screen.getByRole("button", { name: "Upload" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Delete pump.jpg" })).toBeTruthy();
    writer.unmount();

    show(galleryRight(AccessRightType.ReadOnly));
    await screen.findByRole("img", { name: "pump.jpg" });
    expect(screen.queryByRole("button", { name: "Upload" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete pump.jpg" })).toBeNull();
  });

  it("refuses 11 files at once before sending anything", async () => {
    const { user } = show(galleryRight(AccessRightType.ReadWrite));
    await screen.findByRole("img", { name: "pump.jpg" });
    await user.upload(screen.getByLabelText("Files to upload"), filesNamed(11));
    expect(
      await screen.findByText("At most 10 files can be uploaded at a time; 11 were chosen."),
    ).toBeTruthy();
    expect(sentUploads).toEqual([]);
  });

  it("refuses a 60 MB file before sending anything", async () => {
    const { user } = show(galleryRight(AccessRightType.ReadWrite));
    await screen.findByRole("img", { name: "pump.jpg" });
    const big = new File(["x"], "survey.mp4", { type: "video/mp4" });
    Object.defineProperty(big, "size", { value: 60 * 1024 * 1024 });
    await user.upload(screen.getByLabelText("Files to upload"), [big]);
    expect(await screen.findByText("'survey.mp4' is 60.0 MB; a file can be at most 50 MB.")).toBeTruthy();
    expect(sentUploads).toEqual([]);
  });

  it("sends accepted files to the record with progress, counted as a running transfer until answered", async () => {
    isHolding = true;
    const { user } = show(galleryRight(AccessRightType.ReadWrite));
    await screen.findByRole("img", { name: "pump.jpg" });
    await user.upload(screen.getByLabelText("Files to upload"), filesNamed(2));
    expect(sentUploads).toEqual(["/api/Media/Upload?EntityType=asset&EntityId=9"]);
    expect(transfers.count()).toBe(1);
    act(() => held!.progress(40, 100));
    expect(await screen.findByText("40%")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Upload" }).hasAttribute("disabled")).toBe(true);
    act(() => held!.answer());
    expect(await screen.findByText("1 file uploaded.")).toBeTruthy();
    // Confirmed beside the upload area too, naming what was sent.
    expect(await screen.findByText("Uploaded: p1.jpg, p2.jpg")).toBeTruthy();
    expect(screen.queryByText("40%")).toBeNull();
    expect(transfers.count()).toBe(0);
  });

  it("shows the server's refusal of a disguised file", async () => {
    const message = "'photo.jpg' was refused: its content is not a JPG file.";
    uploadAnswer = { status: 400, body: { StatusCode: -1, StatusMessage: message } };
    const { user } = show(galleryRight(AccessRightType.ReadWrite));
    await screen.findByRole("img", { name: "pump.jpg" });
    await user.upload(screen.getByLabelText("Files to upload"), filesNamed(1));
    // In the gallery, beside its Upload, and in a snackbar.
    await waitFor(() =>
      expect(screen.getAllByRole("alert").filter((a) => a.textContent?.includes(message))).toHaveLength(2),
    );
  });

  it("turns Upload off and says so when the gallery is full", async () => {
    answerGallery(reply({ TotalCount: 1000, IsLimitReached: true }));
    show(galleryRight(AccessRightType.ReadWrite));
    expect(await screen.findByText(GALLERY_LIMIT_MESSAGE)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Upload" }).hasAttribute("disabled")).toBe(true);
  });

  it("takes dropped files through the same checks", async () => {
    show(galleryRight(AccessRightType.ReadWrite));
    await screen.findByRole("img", { name: "pump.jpg" });
    fireEvent.drop(screen.getByTestId("upload-drop-zone"), { dataTransfer: { files: filesNamed(11) } });
    expect(
      await screen.findByText("At most 10 files can be uploaded at a time; 11 were chosen."),
    ).toBeTruthy();
    expect(sentUploads).toEqual([]);
  });

  it("deletes a file only after it is confirmed, then reads the gallery again", async () => {
    const { user } = show(galleryRight(AccessRightType.ReadWrite));
    await screen.findByRole("img", { name: "pump.jpg" });
    const deletes = () => fetchMock.mock.calls.filter(([url]) => String(url).includes("/Media/Delete"));
    const reads = () => fetchMock.mock.calls.filter(([url]) => String(url).includes("/GetMediaFields"));
    const readsBefore = reads().length;
    await user.click(screen.getByRole("button", { name: "Delete pump.jpg" }));
    const ask = await screen.findByRole("dialog");
    expect(within(ask).getByText("Delete 'pump.jpg'? This cannot be undone.")).toBeTruthy();
    await user.click(within(ask).getByRole("button", { name: "Cancel" }));
    expect(deletes()).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Delete pump.jpg" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(deletes()).toHaveLength(1));
    expect(JSON.parse(String(deletes()[0]![1]?.body))).toEqual({ DocumentIds: [5] });
    await waitFor(() => expect(reads().length).toBeGreaterThan(readsBefore));
  });
});

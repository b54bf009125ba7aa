import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DataPointAction as A,
  FieldType,
  FormLifecycle as S,
  type FormLiteRow,
  type FormWriteReply,
} from "@fieldstead/domain";
import { testBackends } from "../../test/test-databases.ts";
import { definitionOf, messageOf, ok, openFormsTestKit, type FormsTestKit } from "./forms.test-kit.ts";

describe.each(testBackends())("a form's life cycle on %s", (backend) => {
  let kit: FormsTestKit;
  const moved = (formId: number, action: number, w: "admin" | "manager" = "admin", comment?: string) =>
    ok<FormWriteReply>(kit.move(formId, action, w, comment));
  const inUse = async () =>
    (await ok<FormLiteRow[]>(kit.call("admin", "GetFormListLite", { body: { ApprovedOnly: true } }))).map(
      (f) => f.FormId,
    );

  beforeAll(async () => {
    kit = await openFormsTestKit(backend);
  });
  afterAll(() => kit?.close());

  it("goes through review, rejection, approval, a next draft, a second approval and disabling", async () => {
    const id = await kit.create("Battery check");
    expect(await moved(id, A.RequestForReview, "admin", "Please look")).toEqual({
      StatusCode: 0,
      StatusMessage: 'Form "Battery check" is now Request for Review.',
      FormId: id,
      StatusId: S.RequestForReview,
      Version: 0,
    });
    await moved(id, A.Reject, "admin", "Needs a photo");
    // Saving a rejected form takes it back to Draft.
    const photo = { QuestionId: 4, QuestionText: "Photo", FieldTypeId: FieldType.Picture, IsRequired: true };
    const second = definitionOf([photo]);
    expect(
      await ok<FormWriteReply>(kit.save({ FormId: id, Name: "Battery check", Definition: second })),
    ).toMatchObject({ StatusId: S.Draft, Version: 0 });
    await moved(id, A.RequestForReview);
    expect(await moved(id, A.Approve, "admin", "Good")).toMatchObject({ StatusId: S.Approve, Version: 1 });
    let stored = await kit.stored(id);
    expect(stored.versions).toEqual([{ version: 1, definition: second }]);
    expect(stored.row).toMatchObject({ statusId: S.Approve, latestVersion: 1, inUse: true });
    expect(await inUse()).toContain(id);

    // Editing an approved form starts its next draft; version 1 stays in use meanwhile.
    const third = definitionOf();
    expect(
      await ok<FormWriteReply>(kit.save({ FormId: id, Name: "Battery check", Definition: third })),
    ).toMatchObject({ StatusId: S.Draft, Version: 1 });
    expect(await inUse()).toContain(id);
    await moved(id, A.RequestForReview);
    await moved(id, A.Approve);
    stored = await kit.stored(id);
    expect(stored.versions).toEqual([
      { version: 1, definition: second },
      { version: 2, definition: third },
    ]);

    expect(await moved(id, A.Disable)).toMatchObject({ StatusId: S.Disable, Version: 2 });
    expect(await inUse()).not.toContain(id);
    // Back to Draft: reviewed again before anyone fills it in.
    await moved(id, A.Draft);
    expect(await inUse()).not.toContain(id);
    stored = await kit.stored(id);
    expect(stored.row).toMatchObject({ statusId: S.Draft, latestVersion: 2, inUse: false });
    expect(stored.history).toEqual([
      { from: null, to: S.Draft, comment: null },
      { from: S.Draft, to: S.RequestForReview, comment: "Please look" },
      { from: S.RequestForReview, to: S.Reject, comment: "Needs a photo" },
      { from: S.Reject, to: S.Draft, comment: null },
      { from: S.Draft, to: S.RequestForReview, comment: null },
      { from: S.RequestForReview, to: S.Approve, comment: "Good" },
      { from: S.Approve, to: S.Draft, comment: null },
      { from: S.Draft, to: S.RequestForReview, comment: null },
      { from: S.RequestForReview, to: S.Approve, comment: null },
      { from: S.Approve, to: S.Disable, comment: null },
      { from: S.Disable, to: S.Draft, comment: null },
    ]);
    const detail = await kit.get(id);
    expect(detail.History[0]).toMatchObject({ FromStatusName: "Disabled", ToStatusName: "Draft" });
    expect(detail.History).toHaveLength(11);
  });

  it.each<[string, number[], number, string]>([
    ["approving a draft", [], A.Approve, 'A form in status "Draft" cannot be moved to "Approved".'],
    ["disabling a draft", [], A.Disable, 'A form in status "Draft" cannot be moved to "Disabled".'],
    [
      "sending a form in review for review again",
      [A.RequestForReview],
      A.RequestForReview,
      'A form in status "Request for Review" cannot be moved to "Request for Review".',
    ],
    [
      "drafting an approved form by the action",
      [A.RequestForReview, A.Approve],
      A.Draft,
      'A form in status "Approved" cannot be moved to "Draft".',
    ],
  ])("refuses %s with a 409 naming both statuses, writing nothing", async (name, path, action, message) => {
    const id = await kit.create(`Refused move: ${name}`);
    for (const step of path) await moved(id, step);
    const before = await kit.stored(id);
    const res = await kit.move(id, action);
    expect(res.statusCode, res.body).toBe(409);
    expect(messageOf(res)).toBe(message);
    expect(await kit.stored(id)).toEqual(before);
  });

  it.each<[string, number[], string]>([
    [
      "under review",
      [A.RequestForReview],
      'A form in status "Request for Review" cannot be changed: reject it to edit it again.',
    ],
    [
      "disabled",
      [A.RequestForReview, A.Approve, A.Disable],
      'A form in status "Disabled" cannot be changed: move it back to Draft to start a new draft.',
    ],
  ])("refuses to save a form %s (409), leaving it as it was", async (name, path, message) => {
    const id = await kit.create(`Refused save: ${name}`);
    for (const step of path) await moved(id, step);
    const before = await kit.stored(id);
    const res = await kit.save({ FormId: id, Name: "Renamed", Definition: definitionOf() });
    expect(res.statusCode).toBe(409);
    expect(messageOf(res)).toBe(message);
    expect(await kit.stored(id)).toEqual(before);
  });

  it("makes two approvals of one form one after the other: one version, one refusal", async () => {
    const id = await kit.create("Raced approval");
    await moved(id, A.RequestForReview);
    const answers = await Promise.all([kit.move(id, A.Approve), kit.move(id, A.Approve)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await kit.stored(id)).versions.map((v) => v.version)).toEqual([1]);
  });

  it("lets a role that may draft and send for review do that, not approve, reject or disable", async () => {
    await kit.grantFormAuthoring("manager");
    const id = await kit.create("Manager's form", {}, "manager");
    await moved(id, A.RequestForReview, "manager");
    for (const action of [A.Approve, A.Reject]) {
      const res = await kit.move(id, action, "manager");
      expect(res.statusCode).toBe(403);
      expect(messageOf(res)).toBe(
        `Your role may not take the action ${action === A.Approve ? "Approve" : "Reject"} on forms.`,
      );
    }
    expect((await kit.stored(id)).row?.statusId).toBe(S.RequestForReview);
    await moved(id, A.Approve);
    expect((await kit.move(id, A.Disable, "manager")).statusCode).toBe(403);
  });

  it("refuses every call to a role without the Form Builder (403), reading and writing nothing", async () => {
    const id = await kit.create("Not for technicians");
    const calls = [
      kit.call("tech", "GetFormListLite", { body: {} }),
      kit.call("tech", "GetForms", { body: {} }),
      kit.call("tech", "GetForm", { query: { FormId: String(id) } }),
      kit.call("tech", "SaveForm", { body: { FormId: id, Name: "Taken", Definition: definitionOf() } }),
      kit.call("lease", "MoveForm", { body: { FormId: id, ActionId: A.RequestForReview } }),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode, res.body).toBe(403);
    expect((await kit.stored(id)).row).toMatchObject({ name: "Not for technicians", statusId: S.Draft });
  });

  it("answers 404 to another organisation's form, never its data", async () => {
    const id = await kit.create("Acme only");
    const reads = await kit.call("globex", "GetForm", { query: { FormId: String(id) } });
    expect(reads.statusCode).toBe(404);
    expect(reads.body).not.toContain("Acme only");
    const saves = await kit.save({ FormId: id, Name: "Taken over", Definition: definitionOf() }, "globex");
    expect(saves.statusCode).toBe(404);
    const moves = await kit.call("globex", "MoveForm", {
      body: { FormId: id, ActionId: A.RequestForReview },
    });
    expect(moves.statusCode).toBe(404);
    expect((await kit.stored(id)).row).toMatchObject({ name: "Acme only", statusId: S.Draft });
  });

  it("refuses an action that is no action, naming ActionId", async () => {
    const id = await kit.create("Odd action");
    const res = await kit.call("admin", "MoveForm", { body: { FormId: id, ActionId: 9 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: [{ field: "ActionId" }] });
  });
});

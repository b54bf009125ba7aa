import { describe, expect, it } from "vitest";
import {
  AuditEntityType,
  DomainEventType,
  NotificationKind,
  TaskStatus,
  type DomainEventTypeValue,
} from "@fieldstead/domain";
import { notificationMessageFor, type EventForMessage } from "./notification-messages.ts";

const ACTOR = 10;
const TECH = 20;
const OTHER = 30;

const event = (
  eventType: DomainEventTypeValue,
  payload: Record<string, unknown>,
  over: Partial<EventForMessage> = {},
): EventForMessage => ({
  eventType,
  actorId: ACTOR,
  subjectType: AuditEntityType.Task,
  subjectId: 42,
  concerns: [TECH, ACTOR],
  payload,
  ...over,
});
const asActor = { actorName: "Avery Collins" };

describe("the notification each event makes", () => {
  const T = DomainEventType;
  const task = { WorkOrderNumber: "WO-2026-00042" };
  const move = { subjectType: AuditEntityType.MoveRequest, subjectId: 7 };
  const material = { subjectType: AuditEntityType.MaterialRequest, subjectId: 8 };
  const ticket = { subjectType: AuditEntityType.Ticket, subjectId: 9 };

  it.each([
    [
      T.TaskAssigned,
      { ...task, AssigneeId: TECH },
      {},
      NotificationKind.WorkOrderAssigned,
      "Work Order,Assigned",
      "/TaskOperations/details/42",
      "<b>Avery Collins</b> assigned work order <b>WO-2026-00042</b> to you.",
    ],
    [
      T.TaskStatusChanged,
      { ...task, FromStatusId: TaskStatus.AssignedToTechnician, ToStatusId: TaskStatus.Accepted },
      {},
      NotificationKind.WorkOrderStatusChanged,
      "Work Order,Status Changed",
      "/TaskOperations/details/42",
      "moved work order <b>WO-2026-00042</b> from <b>Assigned to Technician</b> to <b>Accepted</b>.",
    ],
    [
      T.TaskApprovalRequested,
      { ...task, Level: 2 },
      {},
      NotificationKind.ReviewRequested,
      "Work Order,Review,Pending Approval",
      "/TaskOperations/details/42",
      "asks for your review of work order <b>WO-2026-00042</b> at review level 2.",
    ],
    [
      T.TaskApproved,
      { ...task, Level: 1 },
      {},
      NotificationKind.ReviewDecided,
      "Work Order,Review,Approved",
      "/TaskOperations/details/42",
      "approved the review of work order",
    ],
    [
      T.TaskRejected,
      { ...task, Level: 1 },
      {},
      NotificationKind.ReviewDecided,
      "Work Order,Review,Rejected",
      "/TaskOperations/details/42",
      "rejected the review of work order",
    ],
    [
      T.TaskReopened,
      task,
      {},
      NotificationKind.ReviewDecided,
      "Work Order,Reopened",
      "/TaskOperations/details/42",
      "reopened work order <b>WO-2026-00042</b>.",
    ],
    [
      T.TaskShared,
      { ...task, Message: "Have a look" },
      {},
      NotificationKind.WorkOrderShared,
      "Work Order,Shared",
      "/TaskOperations/details/42",
      "shared work order <b>WO-2026-00042</b> with you.</p><p>“Have a look”</p>",
    ],
    [
      T.TicketConverted,
      { TicketNumber: "TKT-2026-00009", WorkOrderNumber: "WO-2026-00050" },
      ticket,
      NotificationKind.TicketUpdated,
      "Ticket,Converted",
      "/ticketdetails/9",
      "turned ticket <b>TKT-2026-00009</b> into work order <b>WO-2026-00050</b>.",
    ],
    [
      T.TicketClosed,
      { TicketNumber: "TKT-2026-00009" },
      ticket,
      NotificationKind.TicketUpdated,
      "Ticket,Closed",
      "/ticketdetails/9",
      "closed ticket",
    ],
    [
      T.TicketReopened,
      { TicketNumber: "TKT-2026-00009" },
      ticket,
      NotificationKind.TicketUpdated,
      "Ticket,Reopened",
      "/ticketdetails/9",
      "reopened ticket",
    ],
    [
      T.MoveRequestCreated,
      { RequestNumber: "MR-000007", AssetIds: [1, 2], Reason: "Site survey" },
      move,
      NotificationKind.MoveRequestAwaitingApproval,
      "Move Request,Awaiting Approval",
      "/fixedAssetManagement/MoveAssetRequest/Details/7",
      "asks for the move of 2 assets in move request <b>MR-000007</b>; it waits for your approval.</p><p>“Site survey”</p>",
    ],
    [
      T.MoveRequestApproved,
      { RequestNumber: "MR-000007" },
      move,
      NotificationKind.MoveRequestDecided,
      "Move Request,Approved",
      "/fixedAssetManagement/MoveAssetRequest/Details/7",
      "approved your move request <b>MR-000007</b>.",
    ],
    [
      T.MoveRequestRejected,
      { RequestNumber: "MR-000007", Comment: "Dock closed" },
      move,
      NotificationKind.MoveRequestDecided,
      "Move Request,Rejected",
      "/fixedAssetManagement/MoveAssetRequest/Details/7",
      "rejected your move request <b>MR-000007</b>.</p><p>“Dock closed”</p>",
    ],
    [
      T.MoveRequestCompleted,
      { RequestNumber: "MR-000007" },
      move,
      NotificationKind.MoveRequestDecided,
      "Move Request,Completed",
      "/fixedAssetManagement/MoveAssetRequest/Details/7",
      "completed your move request",
    ],
    [
      T.MoveRequestCancelled,
      { RequestNumber: "MR-000007" },
      move,
      NotificationKind.MoveRequestDecided,
      "Move Request,Cancelled",
      "/fixedAssetManagement/MoveAssetRequest/Details/7",
      "cancelled your move request",
    ],
    [
      T.MaterialRequestCreated,
      { RequestNumber: "MTR-000008", Items: [{ PartId: 1, Quantity: 2 }] },
      material,
      NotificationKind.MaterialRequestAwaitingApproval,
      "Material Request,Awaiting Approval",
      "/materialRequest/8",
      "asks for 1 part in material request <b>MTR-000008</b>; it waits for your approval.",
    ],
    [
      T.MaterialRequestApproved,
      { RequestNumber: "MTR-000008" },
      material,
      NotificationKind.MaterialRequestDecided,
      "Material Request,Approved",
      "/materialRequest/8",
      "approved your material request",
    ],
    [
      T.MaterialRequestRejected,
      { RequestNumber: "MTR-000008" },
      material,
      NotificationKind.MaterialRequestDecided,
      "Material Request,Rejected",
      "/materialRequest/8",
      "rejected your material request",
    ],
    [
      T.MaterialRequestFulfilled,
      { RequestNumber: "MTR-000008" },
      material,
      NotificationKind.MaterialRequestDecided,
      "Material Request,Fulfilled",
      "/materialRequest/8",
      "fulfilled your material request",
    ],
    [
      T.LeasePaymentDue,
      { LeaseNumber: "LS-0003", Amount: "1250.5", DueDate: "2026-11-25" },
      { subjectType: AuditEntityType.Lease, subjectId: 3, actorId: null, concerns: [TECH] },
      NotificationKind.LeasePaymentDue,
      "Lease,Payment Due",
      "/LeaseManagement",
      "Rent of <b>$1,250.50</b> for lease <b>LS-0003</b> is due on <b>Nov 25, 2026</b>.",
    ],
  ] as const)(
    "%s: kind, labels, address and text",
    (type, payload, over, kindId, labelText, completeUrl, text) => {
      const message = notificationMessageFor(event(type, payload, over), asActor);
      expect(message).toMatchObject({ kindId, labelText, completeUrl, recipients: [TECH] });
      expect(message!.bodyText).toContain(text);
    },
  );

  it("never tells the person who did it, and tells nobody when only they are concerned", () => {
    const made = notificationMessageFor(
      event(T.TaskStatusChanged, task, { concerns: [ACTOR, TECH, OTHER, TECH] }),
      asActor,
    );
    expect(made!.recipients).toEqual([TECH, OTHER]);
    expect(
      notificationMessageFor(event(T.TicketCreated, { TicketNumber: "T" }, { concerns: [ACTOR] }), asActor),
    ).toBeNull();
  });

  it("tells a user of their role change even when they changed it themself", () => {
    const made = notificationMessageFor(
      event(
        T.RoleChanged,
        { FromRoleName: "Viewer", ToRoleName: "Lease Manager" },
        { subjectType: AuditEntityType.Employee, subjectId: ACTOR, concerns: [ACTOR] },
      ),
      asActor,
    );
    expect(made).toMatchObject({
      kindId: NotificationKind.RoleChanged,
      recipients: [ACTOR],
      labelText: "Access,Role Changed",
      completeUrl: "/profile",
    });
    expect(made!.bodyText).toContain("changed your role from <b>Viewer</b> to <b>Lease Manager</b>.");
  });

  it("tells only the new assignee of a reassignment that work was assigned to them", () => {
    const made = notificationMessageFor(
      event(
        T.TaskAssigned,
        { ...task, AssigneeId: OTHER, PreviousAssigneeId: TECH },
        { concerns: [OTHER, TECH] },
      ),
      asActor,
    );
    expect(made!.recipients).toEqual([OTHER]);
  });

  it("makes nothing of a new work order (its assignment tells) nor of a deleted request", () => {
    expect(notificationMessageFor(event(T.TaskCreated, task), asActor)).toBeNull();
    expect(
      notificationMessageFor(event(T.MaterialRequestDeleted, { RequestNumber: "M" }, material), asActor),
    ).toBeNull();
  });

  it("escapes names, numbers and comments, so no text becomes markup", () => {
    const made = notificationMessageFor(
      event(T.TaskStatusChanged, {
        WorkOrderNumber: "<img src=x onerror=alert(1)>",
        ToStatusId: TaskStatus.Completed,
        Comment: "<script>alert('x')</script> & done",
      }),
      { actorName: 'Eve "<b>Boss</b>"' },
    );
    expect(made!.bodyText).not.toMatch(/<(img|script)/);
    expect(made!.bodyText).toContain("<b>Eve &quot;&lt;b&gt;Boss&lt;/b&gt;&quot;</b>");
    expect(made!.bodyText).toContain("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; done");
  });

  it("reads a payload it does not recognise without failing, and says who when the actor is unknown", () => {
    const made = notificationMessageFor(event(T.TaskStatusChanged, { WorkOrderNumber: 5, ToStatusId: "x" }), {
      actorName: null,
    });
    expect(made!.bodyText).toBe("<p>Someone moved work order <b>5</b>.</p>");
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import { SnackbarHost } from "../../../../components/ui/snackbar-host.tsx";
import { snackbarStore } from "../../../../lib/snackbar.ts";
import { renderSignedIn } from "../../../../test/session-fixtures.tsx";
import { AddUserDialog, type InviteRoleOption } from "./add-user-dialog.tsx";

const ROLES: InviteRoleOption[] = [
  { RoleId: 3, RoleName: "Administrator", IsEnabled: true },
  { RoleId: 5, RoleName: "Field Technician", IsEnabled: true },
  { RoleId: 9, RoleName: "Archived", IsEnabled: false },
];
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const sent = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)));

const show = () => {
  const onInvited = vi.fn();
  const onClose = vi.fn();
  const view = renderSignedIn(
    <>
      <AddUserDialog roles={ROLES} onClose={onClose} onInvited={onInvited} />
      <SnackbarHost />
    </>,
  );
  return { ...view, onInvited, onClose };
};
const field = (name: RegExp) => screen.getByRole("textbox", { name });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  act(() => snackbarStore.set([]));
  vi.unstubAllGlobals();
});

describe("the add-user dialog", () => {
  it("offers only the enabled roles and sends nothing until every field is right", async () => {
    const { user } = show();
    const role = screen.getByRole("combobox", { name: /Role/ });
    expect([...(role as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      "Choose a role",
      "Administrator",
      "Field Technician",
    ]);
    await user.type(field(/E-mail/), `${"a".repeat(65)}@acme.example`);
    await user.type(field(/Phone/), "720 555");
    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText("Enter the first name.")).toBeTruthy();
    expect(screen.getByText("Enter the last name.")).toBeTruthy();
    expect(screen.getByText(/The part before '@' may have at most 64 characters/)).toBeTruthy();
    expect(screen.getByText("Choose a role.")).toBeTruthy();
    expect(screen.getByText(/Only numeric input/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("invites the person, shows the server's message and closes", async () => {
    fetchMock.mockResolvedValue(
      json({ StatusCode: 0, StatusMessage: "Robin Castellano is invited.", EmployeeId: 77 }),
    );
    const { user, onInvited, onClose } = show();
    await user.type(field(/First name/), "Robin");
    await user.type(field(/Last name/), "Castellano");
    await user.type(field(/E-mail/), "robin.castellano@acme.example");
    await user.selectOptions(screen.getByRole("combobox", { name: /Role/ }), "5");
    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    await waitFor(() => expect(onInvited).toHaveBeenCalledWith(77));
    expect(onClose).toHaveBeenCalled();
    expect(sent()).toEqual([
      {
        FirstName: "Robin",
        LastName: "Castellano",
        Email: "robin.castellano@acme.example",
        RoleId: 5,
        PhoneNumber: null,
      },
    ]);
    // The dialog (kept open by this test) hides the page behind it from the accessibility tree.
    expect((await screen.findByRole("status", { hidden: true })).textContent).toContain(
      "Robin Castellano is invited.",
    );
  });

  it("shows the server's refusal beside the field it names", async () => {
    fetchMock.mockResolvedValue(
      json(
        {
          StatusCode: 2,
          StatusMessage: "Invalid request: Email: A person with this e-mail already exists.",
          fields: [{ field: "Email", message: "A person with this e-mail already exists." }],
        },
        400,
      ),
    );
    const { user, onInvited } = show();
    await user.type(field(/First name/), "Tess");
    await user.type(field(/Last name/), "Byrne");
    await user.type(field(/E-mail/), "tech@acme.example");
    await user.selectOptions(screen.getByRole("combobox", { name: /Role/ }), "5");
    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText("A person with this e-mail already exists.")).toBeTruthy();
    expect(field(/E-mail/).getAttribute("aria-invalid")).toBe("true");
    expect(onInvited).not.toHaveBeenCalled();
  });
});

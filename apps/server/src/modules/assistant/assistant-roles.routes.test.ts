import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ModuleId, type PopupAskReply } from "@fieldstead/domain";
import {
  createTestApp,
  openTestDatabase,
  revokeModule,
  type SignedIn,
  type TestApp,
  type TestDatabase,
} from "../../test/test-app.ts";
import { testBackends } from "../../test/test-databases.ts";
import { answerWordCount } from "./engine/help-answer-html.ts";
import { ASK, newChatId } from "./assistant.test-kit.ts";

const CREATE = "how do I create a work order";
const STEP = "Click <strong>New work order</strong>";
const READ_MORE = 'Read more: <a href="/#/help/create-a-work-order">Create a work order</a>';
/** An answer is a passage: the steps or a few sentences, its heading and the link to read more. */
const MOST_WORDS = 140;

describe.each(testBackends())("the assistant answers for the asker's role on %s", (backend) => {
  let db: TestDatabase;
  let t: TestApp;
  let people: Record<"admin" | "viewer" | "lease" | "tech", SignedIn>;
  beforeAll(async () => {
    db = await openTestDatabase(backend);
    t = await createTestApp(db.database);
    people = {
      admin: await t.signIn("admin@acme.example"),
      viewer: await t.signIn("viewer@acme.example"),
      lease: await t.signIn("lease@acme.example"),
      tech: await t.signIn("tech@acme.example"),
    };
  });
  afterAll(async () => {
    await t?.close();
    await db?.dispose();
  });

  const popup = async (who: SignedIn, question: string): Promise<string> => {
    const res = await t.call("POST", "/api/ai/m1/ask", { token: who.token, body: { question } });
    expect(res.statusCode).toBe(200);
    return (res.json() as PopupAskReply).answer;
  };
  const widget = async (who: SignedIn, question: string): Promise<string> => {
    const res = await t.call("POST", ASK, { token: who.token, body: { question, chat_id: newChatId() } });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it.each([
    ["Viewer", "viewer"],
    ["Lease Manager", "lease"],
  ] as const)(
    "tells a %s plainly that their role cannot create work orders, and who can",
    async (role, key) => {
      for (const answer of [await popup(people[key], CREATE), await widget(people[key], CREATE)]) {
        expect(answer).toContain(`<p>Your role (${role}) cannot create work orders.</p>`);
        expect(answer).toContain(
          "<p>Ask an Administrator, a Field Technician or a Facility Manager, who can.</p>",
        );
        expect(answer).not.toContain(STEP);
        expect(answer).not.toContain("<ol>");
        expect(answer).toContain(READ_MORE);
      }
    },
  );

  it("gives the administrator the steps, as a passage with a link to the article", async () => {
    for (const answer of [await popup(people.admin, CREATE), await widget(people.admin, CREATE)]) {
      expect(answer).toContain(`<ol><li>${STEP}.</li>`);
      expect(answer).toContain("<li>Click <strong>Create work order</strong>.</li></ol>");
      expect(answer).not.toContain("cannot create work orders");
      // The rest of the article (its notes on numbering, time zones and rights) is left to the link.
      expect(answer).not.toContain("The number is given for you");
      expect(answerWordCount(answer)).toBeLessThanOrEqual(MOST_WORDS);
      expect(answer.trimEnd().endsWith(`<p>${READ_MORE}</p>`)).toBe(true);
    }
  });

  it.each([
    ["viewer", "how do I change my password", "change-your-password"],
    ["lease", "how do I approve a move request", "approve-a-move-request"],
    ["tech", "how do I move an asset to another location", "request-an-asset-move"],
    ["admin", "how do I add stock to a warehouse", "add-stock-to-a-warehouse"],
  ] as const)("answers the %s's %j with a short passage and its article", async (key, question, slug) => {
    const answer = await popup(people[key], question);
    expect(answerWordCount(answer)).toBeLessThanOrEqual(MOST_WORDS);
    expect(answer).toContain(`Read more: <a href="/#/help/${slug}">`);
  });

  it("names the roles that hold the right in the organisation's own role settings", async () => {
    await revokeModule(t, people.tech, { moduleId: ModuleId.TaskCreate, parentId: ModuleId.TaskOperations });
    expect(await popup(people.viewer, CREATE)).toContain(
      "<p>Ask an Administrator or a Facility Manager, who can.</p>",
    );
    const tech = await popup(people.tech, CREATE);
    expect(tech).toContain("<p>Your role (Field Technician) cannot create work orders.</p>");
    expect(tech).not.toContain(STEP);
  });
});

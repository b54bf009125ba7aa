import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { organisations } from "./organisations.schema.ts";
import { employees } from "./employees.schema.ts";

/** A person's conversation with the assistant; the id is the chat_id the browser chose. */
export const assistantChats = pgTable(
  "assistant_chats",
  {
    id: uuid("id").primaryKey(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id),
    employeeId: integer("employee_id")
      .notNull()
      .references(() => employees.id, { onDelete: "cascade" }),
    /** The first question, cut to 80 characters. */
    title: text("title").notNull(),
    createdOn: timestamp("created_on", { withTimezone: true }).notNull(),
    updatedOn: timestamp("updated_on", { withTimezone: true }).notNull(),
  },
  (t) => [index("assistant_chats_employee_updated_idx").on(t.employeeId, t.updatedOn)],
);

/** One question of a chat and its answer (positions from 1). */
export const assistantTurns = pgTable(
  "assistant_turns",
  {
    chatId: uuid("chat_id")
      .notNull()
      .references(() => assistantChats.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    question: text("question").notNull(),
    responseHtml: text("response_html").notNull(),
    createdOn: timestamp("created_on", { withTimezone: true }).notNull(),
    regeneratedCount: integer("regenerated_count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.chatId, t.position] })],
);

/** A like, or a dislike with its reason and comment, on a chat's turn. */
export const assistantFeedback = pgTable(
  "assistant_feedback",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    chatId: uuid("chat_id")
      .notNull()
      .references(() => assistantChats.id, { onDelete: "cascade" }),
    turnPosition: integer("turn_position").notNull(),
    positive: boolean("positive").notNull(),
    reason: text("reason").notNull().default(""),
    comment: text("comment").notNull().default(""),
    model: text("model").notNull().default(""),
    platform: integer("platform").notNull(),
    createdOn: timestamp("created_on", { withTimezone: true }).notNull(),
  },
  (t) => [index("assistant_feedback_chat_idx").on(t.chatId, t.turnPosition)],
);

/** When the assistant's welcome pop-up was first shown to a person: it shows once per person, on any browser. */
export const assistantWelcomes = pgTable(
  "assistant_welcomes",
  {
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id),
    employeeId: integer("employee_id")
      .notNull()
      .references(() => employees.id, { onDelete: "cascade" }),
    shownOn: timestamp("shown_on", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.employeeId] })],
);

import { describe, expect, it } from "vitest";
import { ASSISTANT } from "./assistant.enums.ts";
import {
  ASSISTANT_QUICK_QUESTIONS,
  assistantPageCategory,
  assistantQuickQuestions,
} from "./assistant.quick-questions.ts";

describe("the assistant's quick questions", () => {
  it("chooses the category from the address's keywords", () => {
    expect(assistantPageCategory("http://x/#/fixedAssetManagement")).toBe("asset");
    expect(assistantPageCategory("/#/fixedAssetManagement/AST-00012")).toBe("asset");
    expect(assistantPageCategory("/#/ProjectManagement/taskManagement")).toBe("project");
    expect(assistantPageCategory("/#/TaskOperations")).toBe("task");
    expect(assistantPageCategory("/#/workOrders")).toBe("workorder");
    expect(assistantPageCategory("/#/ticketdetails/12")).toBe("workorder");
    expect(assistantPageCategory("/#/locations")).toBe("location");
    expect(assistantPageCategory("/#/LeaseManagement")).toBe("lease");
    expect(assistantPageCategory("/#/DocumentManagement")).toBe("document");
    expect(assistantPageCategory("/#/dashboard")).toBe("default");
    expect(assistantPageCategory("/#/Notifications")).toBe("default");
  });

  it("offers three questions in every category", () => {
    for (const questions of Object.values(ASSISTANT_QUICK_QUESTIONS)) {
      expect(questions).toHaveLength(ASSISTANT.quickQuestionsPerCategory);
      expect(new Set(questions).size).toBe(3);
    }
    expect(assistantQuickQuestions("/#/locations")[0]).toBe("How do I create a location?");
  });
});

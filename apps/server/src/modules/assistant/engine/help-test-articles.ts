import { parseHelpArticle, type HelpArticle } from "./help-articles.ts";

/** A few small articles in the help format, for the engine's tests. */
export const TEST_ARTICLE_SOURCES: Record<string, string> = {
  "create-a-work-order.md": `---
title: Create a work order
category: workorder
keywords: work order, new task, raise a job, create
roles: Administrator, Facility Manager
right: TaskOperations > TaskCreate
action: create work orders
---
# Create a work order

A work order asks someone to do a piece of work. Start from **Task Operations** in the menu.

## Steps
1. Click **Create work order**.
2. Type a **Title** and pick the **Location** where the work is done.
3. Click **Save**. The work order opens with the status Not Started.

## Good to know
- Only people with the **Create Task** right see the button.
- To give it to someone, see [Assign a work order](assign-a-work-order.md).
`,
  "assign-a-work-order.md": `---
title: Assign a work order
category: workorder
keywords: assign, reassign, technician, dispatch
roles: Administrator
right: TaskOperations > TaskEdit
action: assign work orders
---
# Assign a work order

Give a work order to a technician so it shows in their list.

## Steps
1. Open the work order and click **Assign**.
2. Pick the technician and click **Assign** again.

## Good to know
- The technician gets a notification.
`,
  "carousel.md": `---
title: Show dashboards on a wall display
category: default
keywords: carousel, slideshow, wall screen, rotate dashboards
roles: Everyone
---
# Show dashboards on a wall display

The carousel shows each dashboard in turn, full screen.

## Open the carousel
1. Click the carousel button in the header.
2. Press **Space** to pause and resume.

## Settings
- Each dashboard stays for the time set in **Seconds per dashboard**.
`,
  "reset-your-password.md": `---
title: Reset a forgotten password
category: default
keywords: forgot password, reset password, locked out, can't sign in
roles: Everyone
---
# Reset a forgotten password

If you forgot your password, ask for a reset link on the sign-in page.

## Steps
1. On the sign-in page, click **Forgot password?**.
2. Type your e-mail and click **Send link**.
3. Open the link in the e-mail and choose a new password <script>alert("x")</script>.

## Good to know
- The link works once, for one hour. [Odd link](javascript:alert(1))
`,
};

export const testArticles = (): HelpArticle[] =>
  Object.entries(TEST_ARTICLE_SOURCES).map(([file, source]) => parseHelpArticle(file, source));

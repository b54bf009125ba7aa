// The tasks feature's front door: other features import from here, never from its files.
export { TASKS_KEY } from "./api/task-keys.ts";
export { ASSIGNEE_COLOURS } from "./components/assignee-palette.ts";
export { MyWorkSection } from "./components/my-work-section.tsx";
export { taskCard } from "./components/task-card.tsx";
export { TASKS_ENTRY, taskDetailPath } from "./components/task-paths.ts";

// A worker thread of the pool: loads the task table (TypeScript, through tsx's loader, which worker threads of
// Node 20 do not inherit from the main thread) and runs the task each message names.
import { workerData } from "node:worker_threads";

const { tasksUrl } = workerData;
if (tasksUrl.endsWith(".ts")) {
  const { register } = await import("tsx/esm/api");
  register();
}
const { WORKER_TASKS } = await import(tasksUrl);

export default ({ task, input }) => WORKER_TASKS[task](input);

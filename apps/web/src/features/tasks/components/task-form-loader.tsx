import { useEffect } from "react";
import type { TaskDetail } from "@fieldstead/domain";
import { useFreshTaskFieldAccess, useFreshTaskForEdit } from "../api/get-task-for-edit.ts";
import { TaskFormDialog } from "./task-form-dialog.tsx";

export type TaskFormLoaderProps = {
  /** The task to edit; absent: a new work order. */
  taskId?: number;
  canRecur: boolean;
  onClose: () => void;
  onSaved: (task: TaskDetail) => void;
};

/**
 * Opens the task form once what it needs is read afresh: the task and the caller's access to its fields, or
 * for a new work order the access alone. A failed read (shown by the call) closes it again.
 */
export const TaskFormLoader = ({ taskId, ...props }: TaskFormLoaderProps) =>
  taskId === undefined ? <NewTaskForm {...props} /> : <EditTaskForm taskId={taskId} {...props} />;

type LoaderProps = Omit<TaskFormLoaderProps, "taskId">;

const useCloseOnError = (isError: boolean, onClose: () => void) => {
  useEffect(() => {
    if (isError) onClose();
  }, [isError, onClose]);
};

const NewTaskForm = (props: LoaderProps) => {
  const access = useFreshTaskFieldAccess();
  useCloseOnError(access.isError, props.onClose);
  return access.data ? <TaskFormDialog access={access.data} {...props} /> : null;
};

const EditTaskForm = ({ taskId, ...props }: LoaderProps & { taskId: number }) => {
  const edit = useFreshTaskForEdit(taskId);
  useCloseOnError(edit.isError, props.onClose);
  return edit.data ? <TaskFormDialog access={edit.data.FieldAccess} edit={edit.data} {...props} /> : null;
};

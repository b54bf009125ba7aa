import { useEffect, useRef } from "react";
import type { HubWatch } from "@fieldstead/domain";
import { onHubConnect, onHubEvent, watchRecord, type HubPayloads } from "./hub-client.ts";

/** Calls the latest handler on every hub event of that name while the component is mounted. */
export const useHubEvent = <E extends keyof HubPayloads>(
  name: E,
  handler: (payload: HubPayloads[E]) => void,
): void => {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => onHubEvent(name, (payload) => latest.current(payload)), [name]);
};

/** Calls the latest listener after every hub connect and reconnect while mounted. */
export const useHubConnect = (listener: () => void): void => {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => onHubConnect(() => latest.current()), []);
};

/** Watches a record (ChangeDetected) while mounted; nothing when the record is not known yet. */
export const useWatchRecord = (record: HubWatch | null): void => {
  const type = record?.SubjectType;
  const id = record?.SubjectId;
  useEffect(() => (type && id ? watchRecord({ SubjectType: type, SubjectId: id }) : undefined), [type, id]);
};

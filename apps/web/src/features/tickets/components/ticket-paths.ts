/** The ticket list (portal-platform §2.2: ticketModuling, also reached as workOrders) and a ticket's page. */
export const TICKETS_PATH = "/ticketModuling";

/** A ticket's page under the ticket module's detail prefix (portal-platform §2.3: ticketdetails/). */
export const ticketDetailPath = (id: number): string => `/ticketdetails/${id}`;

/** The page of the work order a ticket became. */
export const workOrderPath = (id: number): string => `/TaskOperations/details/${id}`;

export const TICKETS_ENTRY = { kind: "link", label: "Tickets", to: TICKETS_PATH } as const;

/** The project list (portal-platform §2.2) and a project's page under its detail prefix. */
export const PROJECTS_PATH = "/ProjectManagement";

export const projectDetailPath = (id: number): string => `${PROJECTS_PATH}/projectDetails/${id}`;

export const PROJECTS_ENTRY = { kind: "link", label: "Projects", to: PROJECTS_PATH } as const;

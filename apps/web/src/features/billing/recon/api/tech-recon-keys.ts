/** Every read of technical reconciliation: a run or a decision reads the runs and the run again. */
export const TECH_RECON_KEY = ["billing", "techrecon"] as const;
export const techReconRunsKey = () => [...TECH_RECON_KEY, "runs"] as const;
export const techReconRunKey = (id: number) => [...TECH_RECON_KEY, "run", id] as const;
export const techReconClientsKey = () => [...TECH_RECON_KEY, "clients"] as const;

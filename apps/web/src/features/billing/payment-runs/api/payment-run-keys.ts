/** Every read of Payment Processing (the queue, the runs, one run): initiating or processing reads them again. */
export const PAYMENT_RUNS_KEY = ["billing", "payment-runs"] as const;

export const paymentRunKeys = {
  queue: () => [...PAYMENT_RUNS_KEY, "queue"] as const,
  run: (id: number) => [...PAYMENT_RUNS_KEY, "run", id] as const,
};

/** Every query of the billing feature starts with it: one invalidation refreshes plans and status. */
export const billingKey = ['billing'] as const;

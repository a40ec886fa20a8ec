/** Every payments query starts with this key: a settled or new payment refreshes them all. */
export const paymentsKey = ['payments'] as const;

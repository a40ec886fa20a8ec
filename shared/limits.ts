/** Business constants of the spec (platform.md section 9, assets.md section 9). */
export const limits = {
  passwordMinLength: 4,
  emailConfirmationTtlHours: 24,
  /** A self-registered account with neither e-mail nor phone confirmed holds its addresses this long. */
  unconfirmedAccountDays: 7,
  trialDays: 14,
  resendTimerSeconds: 60,
  verificationCodeLength: 5,
  phoneMinLength: 5,
  debounceMs: 300,
  toastMs: 3000,
  unlimitedFrom: 100_000,
  menuWidth: 240,
  pageSize: {
    items: 10,
    users: 10,
    stocktaking: 20,
    comments: 20,
    payments: 10,
    locations: 5,
    transactions: 10,
    stickerOrders: 10,
  },
  photoMaxBytes: 5 * 1024 * 1024,
  /** Copies created by one request: each is its own item, written in one transaction. */
  itemCopiesMax: 40,
  /** Items one operation (return from service, delete, place) changes at once, in one transaction. */
  itemsPerOperationMax: 40,
  companyTitleMaxLength: 120,
  companyDescriptionMaxLength: 500,
  nameMaxLength: 80,
  passwordMaxLength: 128,
} as const;

export const currencies = ['UAH', 'RUB', 'KZT', 'USD', 'EU', 'PLN', 'IDR', 'MDL', 'UZS', 'KGS', 'DNN', 'GBP'] as const;
export type Currency = (typeof currencies)[number];

/** Plan usage bar: the ceiling of 100 x items / limit; a limit of 100000 or more is unlimited (null). */
export function planUsagePercent(items: number, limit: number): number | null {
  if (limit >= limits.unlimitedFrom) return null;
  if (limit <= 0) return 100;
  return Math.ceil((100 * items) / limit);
}

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
  /** Live (not revoked) integration access tokens a company may hold; each has its own call budget (issue 27). */
  integrationTokensMax: 10,
  /** The second factor (docs/security.md, "Second factor"): the authenticator app's code, the recovery codes. */
  totpDigits: 6,
  recoveryCodeLength: 10,
  recoveryCodeCount: 10,
  /** Passkeys one account may have (docs/security.md, "Passkeys"), and the length of the name each is given. */
  passkeysPerUser: 10,
  passkeyNameMaxLength: 64,
} as const;

/**
 * The company currencies the panel offers: real ISO 4217 codes only (issue 23 overrides the spec's
 * list, which had 'EU' for the euro and 'DNN', no currency at all). docs/decisions.md, "Company currency".
 */
export const currencies = ['UAH', 'RUB', 'KZT', 'USD', 'EUR', 'PLN', 'IDR', 'MDL', 'UZS', 'KGS', 'GBP'] as const;
export type Currency = (typeof currencies)[number];

/**
 * What a company may hold and the API answers: the offered codes and 'DNN', kept as it is for the
 * companies (and older clients) that chose it, but never offered.
 */
export const storedCurrencies = [...currencies, 'DNN'] as const;
export type StoredCurrency = (typeof storedCurrencies)[number];

/** Old spellings older clients (mobile apps) may still send and older records may hold, with their ISO code. */
const currencyAliases = { EU: 'EUR' } as const satisfies Record<string, StoredCurrency>;

/** What the API accepts as a company currency: the stored codes and the aliases ('EU' is stored as 'EUR'). */
export const currencyInputs = [...storedCurrencies, 'EU'] as const satisfies readonly (StoredCurrency | keyof typeof currencyAliases)[];
export type CurrencyInput = (typeof currencyInputs)[number];

/** The code as it is stored and answered: an alias ('EU') is its ISO code ('EUR'); anything else stays as it is. */
export function canonicalCurrency(code: CurrencyInput): StoredCurrency;
export function canonicalCurrency(code: string): string;
export function canonicalCurrency(code: string): string {
  return Object.hasOwn(currencyAliases, code) ? currencyAliases[code as keyof typeof currencyAliases] : code;
}

/** Whether the panel offers the code (a company still holding 'DNN' sees it only as its current value). */
export function isOfferedCurrency(code: string): code is Currency {
  return (currencies as readonly string[]).includes(code);
}

/** The panel's currency choice: the offered codes, and a company's current code first when it is one no longer offered ('DNN'). */
export function currencyChoices(current: string): string[] {
  const code = canonicalCurrency(current);
  return isOfferedCurrency(code) || !code ? [...currencies] : [code, ...currencies];
}

/** Plan usage bar: the ceiling of 100 x items / limit; a limit of 100000 or more is unlimited (null). */
export function planUsagePercent(items: number, limit: number): number | null {
  if (limit >= limits.unlimitedFrom) return null;
  if (limit <= 0) return 100;
  return Math.ceil((100 * items) / limit);
}

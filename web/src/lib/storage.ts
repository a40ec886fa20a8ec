import { isLanguage, type Language } from '../../../shared/i18n/languages';

/**
 * Everything the panel keeps in the browser. Local storage can throw (private mode, disabled
 * storage), so each access degrades to "nothing stored" instead of breaking the app.
 */
const keys = {
  token: 'token',
  language: 'lang',
  menuOpen: 'menuOpen',
  flash: 'flash',
  verification: 'verification',
  emailAlertClosed: 'emailAlertClosed',
  notificationsDeniedAt: 'notificationsDeniedAt',
  notificationsOff: 'notificationsOff',
  itemsPageSize: 'itemsPageSize',
  itemsHiddenColumns: 'itemsHiddenColumns',
} as const;

function read(store: Storage | undefined, key: string): string | null {
  try {
    return store?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(store: Storage | undefined, key: string, value: string | null): void {
  try {
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, value);
  } catch {
    // Storage unavailable: the value simply does not survive a reload.
  }
}

const local = () => (typeof localStorage === 'undefined' ? undefined : localStorage);
const session = () => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

export const tokenStorage = {
  get: (): string | null => read(local(), keys.token),
  set: (token: string): void => write(local(), keys.token, token),
  clear: (): void => write(local(), keys.token, null),
  has: (): boolean => Boolean(read(local(), keys.token)),
};

export const languageStorage = {
  get(): Language | null {
    const stored = read(local(), keys.language);
    return isLanguage(stored) ? stored : null;
  },
  set: (language: Language): void => write(local(), keys.language, language),
};

export const menuStorage = {
  /** As the user last left it; folded by default on a screen narrower than a tablet (48em), open otherwise. */
  isOpen: (): boolean => {
    const stored = read(local(), keys.menuOpen);
    if (stored !== null) return stored !== 'false';
    return typeof window === 'undefined' || typeof window.matchMedia !== 'function' || !window.matchMedia('(max-width: 47.99em)').matches;
  },
  setOpen: (open: boolean): void => write(local(), keys.menuOpen, String(open)),
};

/**
 * A message to show once after the next page load: a 401 drops the token and reloads, and the
 * warning must survive that reload to be seen.
 */
export const flashStorage = {
  set: (message: string): void => write(session(), keys.flash, message),
  take(): string | null {
    const message = read(session(), keys.flash);
    if (message !== null) write(session(), keys.flash, null);
    return message;
  },
};

/** The verification screens' state (features/auth/verification.ts reads and writes its JSON). */
export const verificationStorage = {
  get: (): string | null => read(local(), keys.verification),
  set: (value: string): void => write(local(), keys.verification, value),
  clear: (): void => write(local(), keys.verification, null),
};

/** The shell's e-mail confirmation bar, once dismissed, stays hidden for that user. */
export const emailAlertStorage = {
  isClosed: (userId: string): boolean => read(local(), `${keys.emailAlertClosed}:${userId}`) === 'true',
  close: (userId: string): void => write(local(), `${keys.emailAlertClosed}:${userId}`, 'true'),
};

/**
 * Browser notifications: when the permission was last refused (the spec asks again only a day
 * later), and whether the user turned them off in settings (a granted permission cannot be revoked).
 */
export const notificationsStorage = {
  deniedAt(): number | null {
    const stored = Number(read(local(), keys.notificationsDeniedAt));
    return Number.isFinite(stored) && stored > 0 ? stored : null;
  },
  setDeniedAt: (time: number | null): void => write(local(), keys.notificationsDeniedAt, time === null ? null : String(time)),
  isOff: (): boolean => read(local(), keys.notificationsOff) === 'true',
  setOff: (off: boolean): void => write(local(), keys.notificationsOff, off ? 'true' : null),
};

/** The items table's page size override and hidden columns, as raw text (the items feature reads them). */
export const itemsTableStorage = {
  pageSize: (): string | null => read(local(), keys.itemsPageSize),
  setPageSize: (size: number): void => write(local(), keys.itemsPageSize, String(size)),
  hiddenColumns: (): string | null => read(local(), keys.itemsHiddenColumns),
  setHiddenColumns: (columns: readonly string[]): void => write(local(), keys.itemsHiddenColumns, JSON.stringify(columns)),
};

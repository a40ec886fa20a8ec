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
  isOpen: (): boolean => read(local(), keys.menuOpen) !== 'false',
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

/** Build-time settings of the web app (Vite's `VITE_*` variables), read in one place. */
const optional = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

export const env = {
  /** The Google sign-in button shows only when this is set. */
  googleClientId: optional(import.meta.env.VITE_GOOGLE_CLIENT_ID),
} as const;

/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** OAuth client id of the Google sign-in button; without it the button is not shown. */
  readonly VITE_GOOGLE_CLIENT_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** OAuth client id of the Google sign-in button; without it the button is not shown. */
  readonly VITE_GOOGLE_CLIENT_ID?: string;
  /** Firebase web app of the push messages (docs/notifications-web.md); without all five, no push token is registered. */
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_MESSAGING_SENDER_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_FIREBASE_VAPID_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

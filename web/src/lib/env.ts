/** Build-time settings of the web app (Vite's `VITE_*` variables), read in one place. */
const optional = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

export interface FirebaseWebConfig {
  apiKey: string;
  projectId: string;
  messagingSenderId: string;
  appId: string;
  vapidKey: string;
}

/** Push through Firebase Cloud Messaging needs all five values; with any missing there is no push (the local stack). */
function firebaseConfig(): FirebaseWebConfig | undefined {
  const config = {
    apiKey: optional(import.meta.env.VITE_FIREBASE_API_KEY),
    projectId: optional(import.meta.env.VITE_FIREBASE_PROJECT_ID),
    messagingSenderId: optional(import.meta.env.VITE_FIREBASE_MESSAGING_SENDER_ID),
    appId: optional(import.meta.env.VITE_FIREBASE_APP_ID),
    vapidKey: optional(import.meta.env.VITE_FIREBASE_VAPID_KEY),
  };
  const { apiKey, projectId, messagingSenderId, appId, vapidKey } = config;
  return apiKey && projectId && messagingSenderId && appId && vapidKey ? { apiKey, projectId, messagingSenderId, appId, vapidKey } : undefined;
}

export const env = {
  /** The Google sign-in button shows only when this is set. */
  googleClientId: optional(import.meta.env.VITE_GOOGLE_CLIENT_ID),
  firebase: firebaseConfig(),
} as const;

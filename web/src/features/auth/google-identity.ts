/**
 * Google Identity Services, loaded from Google on demand: only a login screen that shows the Google
 * button fetches the script, and only once per page.
 */
export interface GoogleIdentity {
  initialize(config: { client_id: string; callback: (response: { credential: string }) => void; ux_mode?: 'popup' | 'redirect' }): void;
  renderButton(
    parent: HTMLElement,
    options: {
      type?: 'standard' | 'icon';
      theme?: 'outline' | 'filled_blue' | 'filled_black';
      size?: 'large' | 'medium' | 'small';
      text?: 'signin_with' | 'signup_with' | 'continue_with' | 'signin';
      shape?: 'rectangular' | 'pill';
      width?: number;
      locale?: string;
    },
  ): void;
}

const scriptUrl = 'https://accounts.google.com/gsi/client';

const identityOf = (): GoogleIdentity | undefined =>
  (window as { google?: { accounts?: { id?: GoogleIdentity } } }).google?.accounts?.id;

let loading: Promise<GoogleIdentity> | undefined;

export function loadGoogleIdentity(): Promise<GoogleIdentity> {
  loading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const ready = identityOf();
    if (ready) return resolve(ready);
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.onload = () => {
      const identity = identityOf();
      if (identity) resolve(identity);
      else reject(new Error('Google Identity Services did not start'));
    };
    script.onerror = () => {
      // A blocked or offline script may load next time.
      loading = undefined;
      script.remove();
      reject(new Error('Google Identity Services could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}

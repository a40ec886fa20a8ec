import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/*
 * push.ts with the browser's pieces stubbed: Notification (the permission), local storage (the day
 * after a refusal), the build's Firebase config, the token from Firebase and the API call.
 */
const patch = vi.fn(async () => ({ ok: true }));
const firebaseToken = vi.fn(async () => 'token-1');
const config = { value: undefined as undefined | Record<string, string> };

vi.mock('../../lib/api-client', () => ({ api: { patch } }));
vi.mock('../../lib/env', () => ({
  env: {
    get firebase() {
      return config.value;
    },
  },
}));
vi.mock('./firebase-token', () => ({ firebaseToken }));

const day = 24 * 60 * 60 * 1000;

function stubBrowser(permission: NotificationPermission, answer: NotificationPermission) {
  const storage = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
    removeItem: (key: string) => storage.delete(key),
  });
  const requestPermission = vi.fn(async () => {
    notification.permission = answer;
    return answer;
  });
  const notification = { permission, requestPermission };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('navigator', { serviceWorker: {} });
  return { storage, requestPermission };
}

async function freshPush() {
  vi.resetModules();
  return import('./push');
}

beforeEach(() => {
  patch.mockClear();
  firebaseToken.mockClear();
  config.value = undefined;
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('setUpPush', () => {
  it('asks the browser once per visit and registers nothing without a Firebase config', async () => {
    const { requestPermission } = stubBrowser('default', 'granted');
    const { setUpPush } = await freshPush();
    expect(await setUpPush()).toBe(true);
    expect(await setUpPush()).toBe(true);
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(firebaseToken).not.toHaveBeenCalled();
    expect(patch).not.toHaveBeenCalled();
  });

  it('saves the Firebase token of a granted browser when a config is built in', async () => {
    stubBrowser('default', 'granted');
    config.value = { apiKey: 'k', projectId: 'p', messagingSenderId: 's', appId: 'a', vapidKey: 'v' };
    const { setUpPush } = await freshPush();
    expect(await setUpPush()).toBe(true);
    expect(firebaseToken).toHaveBeenCalledWith(config.value);
    expect(patch).toHaveBeenCalledWith('/auth/web/firebase', { token: 'token-1' });
  });

  it('after a refusal asks again only a day later', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-22T10:00:00Z'), toFake: ['Date'] });
    const { requestPermission } = stubBrowser('default', 'default');
    let push = await freshPush();
    await push.setUpPush();
    expect(requestPermission).toHaveBeenCalledTimes(1);

    // A new visit an hour later: not asked.
    vi.setSystemTime(Date.now() + 60 * 60 * 1000);
    push = await freshPush();
    await push.setUpPush();
    expect(requestPermission).toHaveBeenCalledTimes(1);

    // A visit a day after the refusal: asked again.
    vi.setSystemTime(Date.parse('2026-11-22T10:00:00Z') + day);
    push = await freshPush();
    await push.setUpPush();
    expect(requestPermission).toHaveBeenCalledTimes(2);
  });

  it('does not ask when the user turned browser notifications off in settings', async () => {
    const { storage, requestPermission } = stubBrowser('default', 'granted');
    storage.set('notificationsOff', 'true');
    const { setUpPush } = await freshPush();
    await setUpPush();
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('tells when the notification service cannot be reached, and tries again next time', async () => {
    stubBrowser('granted', 'granted');
    config.value = { apiKey: 'k', projectId: 'p', messagingSenderId: 's', appId: 'a', vapidKey: 'v' };
    firebaseToken.mockRejectedValueOnce(new Error('messaging/token-subscribe-failed'));
    const { registerPushToken } = await freshPush();
    expect(await registerPushToken()).toBe(false);
    expect(await registerPushToken()).toBe(true);
    expect(patch).toHaveBeenCalledTimes(1);
  });
});

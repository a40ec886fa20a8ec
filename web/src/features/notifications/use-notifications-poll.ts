import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../../shared/i18n/languages';
import type { Notification } from '../../../../shared/schemas/notifications';
import { currentLanguage } from '../../i18n';
import { notify } from '../../lib/toaster';
import { latestNotificationsQuery, notificationsKey, unreadCountQuery } from './api/notifications';
import { ArrivalTracker } from './arrivals';
import { systemNotificationsOn } from './system-notifications';
import { isPanelPath, toastIdOf, useOpenNotification } from './use-open-notification';
import { notificationText } from './wording';
import './i18n';

/** How often the bell asks for the unread count. */
export const pollMs = 30_000;

const tabHidden = (): boolean => typeof document !== 'undefined' && document.visibilityState === 'hidden';

function showSystemNotification(title: string, body: string, tag: string, onOpen: () => void): void {
  try {
    const system = new Notification(title, { body, tag });
    system.onclick = () => {
      window.focus();
      system.close();
      onOpen();
    };
  } catch {
    // Android's Chrome shows notifications only through a service worker; the toast stays meanwhile.
  }
}

/**
 * The bell's unread count, polled every 30 s and refetched when the tab regains focus. A rise of
 * the count brings the new notifications as toasts that stay (at most 3, the newest), and, when the
 * tab is hidden and system notifications are on, as system notifications too. A hidden tab keeps
 * polling only when it can show system notifications; otherwise nobody would see what it finds.
 */
export function useNotificationsPoll(): number {
  const { t, i18n } = useTranslation('notifications');
  const queryClient = useQueryClient();
  const open = useOpenNotification();
  const tracker = useRef(new ArrivalTracker());
  const [inBackground] = useState(systemNotificationsOn);
  const unread = useQuery({
    ...unreadCountQuery,
    refetchInterval: pollMs,
    refetchIntervalInBackground: inBackground,
    refetchOnWindowFocus: 'always',
  });
  const count = unread.data?.count;

  const latest = useRef({ t, language: i18n.language, open });
  latest.current = { t, language: i18n.language, open };

  useEffect(() => {
    if (count === undefined) return;
    const step = tracker.current.observeCount(count);
    if (step === 'none') return;
    // The popup's list changes with the count; its next opening loads it anyway.
    void queryClient.invalidateQueries({ queryKey: [...notificationsKey, 'latest', false] });
    void queryClient
      .fetchQuery({ ...latestNotificationsQuery(true), staleTime: 0 })
      .then(({ data }) => {
        if (step === 'baseline') tracker.current.remember(data);
        else announce(tracker.current.arrivals(data));
      })
      .catch(() => {
        // The next rise of the count tries again; the bell's number is right meanwhile.
      });
  }, [count, queryClient]);

  function announce(arrivals: Notification[]) {
    const { t, language: current, open } = latest.current;
    const language = isLanguage(current) ? current : currentLanguage();
    // Oldest first, so that the newest ends on top of the toasts.
    for (const notification of [...arrivals].reverse()) {
      const text = notificationText(notification, language);
      notify.notification(text, undefined, {
        id: toastIdOf(notification),
        action: isPanelPath(notification.link) ? { label: t('open'), onClick: () => open(notification) } : undefined,
      });
      if (tabHidden() && systemNotificationsOn()) showSystemNotification(t('title'), text, notification._id, () => open(notification));
    }
  }

  return count ?? 0;
}

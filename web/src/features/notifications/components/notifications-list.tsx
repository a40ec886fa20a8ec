import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../../components/list-skeleton';
import { isLanguage } from '../../../../../shared/i18n/languages';
import type { Notification } from '../../../../../shared/schemas/notifications';
import { currentLanguage } from '../../../i18n';
import { latestNotificationsQuery, useMarkRead } from '../api/notifications';
import { NotificationRow } from './notification-row';
import '../i18n';

interface NotificationsListProps {
  onOpen: (notification: Notification) => void;
  /** The sheet on a phone has its own close button in the header. */
  closeButton?: ReactNode;
}

/**
 * The popup's content: the title with "mark all read", the spec's "no new notifications" when none
 * is unread, then the newest notifications, read ones too (greyed). Loaded fresh each time it opens.
 */
export function NotificationsList({ onOpen, closeButton }: NotificationsListProps) {
  const { t, i18n } = useTranslation('notifications');
  const language = isLanguage(i18n.language) ? i18n.language : currentLanguage();
  const latest = useQuery({ ...latestNotificationsQuery(), staleTime: 0 });
  const markRead = useMarkRead();
  const list = latest.data?.data ?? [];
  const unread = latest.data?.unread ?? 0;
  const now = Date.now();

  return (
    <Flex direction="column" minH="0" data-testid="notifications-popup">
      <Flex align="center" justify="space-between" gap="2" ps="4" pe="2" py="1" borderBottomWidth="1px">
        <Text fontWeight="semibold">{t('title')}</Text>
        <Flex align="center">
          {unread > 0 ? (
            <Button variant="ghost" size="sm" minH="44px" colorPalette="brand" loading={markRead.isPending} onClick={() => markRead.mutate(undefined)} data-testid="notifications-mark-all">
              {t('mark_all')}
            </Button>
          ) : null}
          {closeButton}
        </Flex>
      </Flex>
      <Box overflowY="auto" flex="1" minH="0">
        {latest.isPending ? (
          <ListSkeleton rows={3} testId="notifications-loading" />
        ) : latest.isError ? (
          <Text px="4" py="6" color="red.600" fontSize="sm" textAlign="center">
            {t('load_error')}
          </Text>
        ) : (
          <>
            {unread === 0 ? (
              <Text px="4" py="6" color="fg.muted" fontSize="sm" textAlign="center" data-testid="notifications-empty">
                {t('empty')}
              </Text>
            ) : null}
            <Box as="ul" listStyleType="none" m="0" p="0" borderTopWidth={unread === 0 && list.length > 0 ? '1px' : 0}>
              {list.map((notification) => (
                <Box as="li" key={notification._id} borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
                  <NotificationRow notification={notification} language={language} now={now} onOpen={onOpen} />
                </Box>
              ))}
            </Box>
          </>
        )}
      </Box>
    </Flex>
  );
}

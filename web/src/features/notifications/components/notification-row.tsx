import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../../../shared/i18n/languages';
import type { Notification } from '../../../../../shared/schemas/notifications';
import { relativeTime } from '../relative-time';
import { notificationText } from '../wording';
import { NotificationIcon, notificationIconColor } from './notification-icon';
import '../i18n';

interface NotificationRowProps {
  notification: Notification;
  language: Language;
  now: number;
  onOpen: (notification: Notification) => void;
}

/** One notification in the popup: its icon, its text, how long ago, and a dot while unread. A button of at least 44 px. */
export function NotificationRow({ notification, language, now, onOpen }: NotificationRowProps) {
  const { t } = useTranslation('notifications');
  const { _id, type, read, createdAt } = notification;
  return (
    <Flex
      asChild
      align="flex-start"
      gap="3"
      w="full"
      minH="44px"
      px="4"
      py="3"
      textAlign="start"
      bg={read ? 'transparent' : 'brand.50'}
      _hover={{ bg: read ? 'gray.50' : 'brand.100' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '-2px' }}
      data-testid={`notification-${_id}`}
      data-read={read}
    >
      <button type="button" onClick={() => onOpen(notification)}>
        <Box color={notificationIconColor(type)} pt="0.5" flexShrink={0}>
          <NotificationIcon type={type} />
        </Box>
        <Box flex="1" minW="0">
          <Text fontSize="sm" fontWeight={read ? 'normal' : 'medium'} overflowWrap="anywhere" data-testid="notification-text">
            {notificationText(notification, language)}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {relativeTime(createdAt, now, language)}
          </Text>
        </Box>
        {read ? null : (
          <Box w="2" h="2" mt="1.5" borderRadius="full" bg="brand.500" flexShrink={0} aria-label={t('unread')} role="img" data-testid="notification-unread-dot" />
        )}
      </button>
    </Flex>
  );
}

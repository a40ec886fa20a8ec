import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { applyUpdate, isUpdateReady, startServiceWorker, subscribeUpdateReady } from './service-worker';
import './i18n';

/** Screens a reload must not interrupt: the count screen asks nothing while people count. */
const quietPath = /^\/stocktaking\/[^/]+\/count\/?$/;

/**
 * Starts the service worker and, when a new version is installed and waiting, offers to reload
 * into it: a bar at the foot of the screen, on every screen but the count screen, until the user
 * reloads or puts it off for this visit.
 */
export function UpdatePrompt() {
  const { t } = useTranslation('pwa');
  const ready = useSyncExternalStore(subscribeUpdateReady, isUpdateReady, () => false);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [later, setLater] = useState(false);
  useEffect(() => startServiceWorker(), []);
  if (!ready || later || quietPath.test(pathname)) return null;
  return (
    <Box
      position="fixed"
      insetX="3"
      bottom="3"
      zIndex="toast"
      maxW="md"
      mx="auto"
      bg="gray.900"
      color="white"
      borderRadius="lg"
      boxShadow="lg"
      p="3"
      role="status"
      data-testid="app-update"
    >
      <Text fontWeight="semibold">{t('update_title')}</Text>
      <Text fontSize="sm" color="gray.300">
        {t('update_text')}
      </Text>
      <Flex gap="2" mt="2" justify="flex-end" wrap="wrap">
        <Button size="sm" variant="ghost" color="white" _hover={{ bg: 'gray.700' }} onClick={() => setLater(true)}>
          {t('update_later')}
        </Button>
        <Button size="sm" colorPalette="brand" onClick={applyUpdate} data-testid="app-update-reload">
          {t('update_reload')}
        </Button>
      </Flex>
    </Box>
  );
}

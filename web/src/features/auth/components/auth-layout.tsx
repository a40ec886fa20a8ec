import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import { Outlet, useRouterState } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { PublicHeader } from '../../../components/public-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthIllustration } from './auth-illustration';
import '../i18n';

/** The browser tab's name of each auth screen, by the last segment of its path (/auth/<screen>). */
function authScreenName(t: TFunction<'auth'>, pathname: string): string | null {
  switch (pathname.replace(/\/+$/, '').split('/').at(-1)) {
    case 'login':
      return t('login_title');
    case 'register':
      return t('register_title');
    case 'verification':
      return t('verification.sms_title');
    case 'forgot_password':
      return t('forgot.title');
    case 'reset_password':
      return t('reset.title');
    case 'finish':
      return t('finish.title');
    case 'approve':
      return t('approve_title');
    default:
      return null;
  }
}

/** Every auth screen: a top bar with the language switcher, a side illustration and the form. */
export function AuthLayout() {
  const { t } = useTranslation('auth');
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useDocumentTitle(authScreenName(t, pathname));
  return (
    <Flex direction="column" minH="100dvh" bg="white">
      <PublicHeader />
      <Flex flex="1" align="stretch">
        <Flex
          display={{ base: 'none', lg: 'flex' }}
          direction="column"
          justify="center"
          align="center"
          gap="6"
          flex="1"
          bg="brand.subtle"
          px="12"
        >
          <Box maxW="480px" w="full">
            <AuthIllustration />
          </Box>
          <Text fontSize="xl" fontWeight="medium" color="brand.fg" textAlign="center" maxW="420px">
            {t('illustration_caption')}
          </Text>
        </Flex>
        <Flex flex="1" justify="center" align="center" px="4" py="10">
          <Box w="full" maxW="600px">
            <Outlet />
          </Box>
        </Flex>
      </Flex>
    </Flex>
  );
}

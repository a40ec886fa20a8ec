import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import { Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '../../../components/icons';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { AuthIllustration } from './auth-illustration';
import '../i18n';

/** Every auth screen: a top bar with the language switcher, a side illustration and the form. */
export function AuthLayout() {
  const { t } = useTranslation('auth');
  return (
    <Flex direction="column" minH="100dvh" bg="white">
      <Flex as="header" align="center" justify="space-between" px={{ base: '4', md: '8' }} py="3" borderBottomWidth="1px">
        <Flex align="center" gap="2" fontWeight="semibold" fontSize="lg">
          <LogoMark width="28" height="28" />
          {t('app_name', { ns: 'common' })}
        </Flex>
        <LanguageSwitcher />
      </Flex>
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

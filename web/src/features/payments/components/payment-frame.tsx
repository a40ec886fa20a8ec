import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '../../../components/icons';
import { LanguageSwitcher } from '../../../components/language-switcher';
import '../i18n';

/**
 * Spec: the payment screens are full-screen, outside the app's shell: their own top bar with the
 * way back to the app and the language menu.
 */
export function PaymentFrame({ children, backTo = '/items' }: { children: ReactNode; backTo?: '/items' | '/settings/payment' }) {
  const { t } = useTranslation('payments');
  return (
    <Flex direction="column" minH="100dvh" bg="gray.50">
      <Flex
        as="header"
        align="center"
        justify="space-between"
        gap="3"
        wrap="wrap"
        px={{ base: '4', md: '8' }}
        py="3"
        bg="white"
        borderBottomWidth="1px"
      >
        <Flex align="center" gap="3" minW="0">
          <LogoMark width="28" height="28" />
          <Button asChild size="sm" variant="ghost" colorPalette="brand" data-testid="payment-back">
            <RouterLink to={backTo}>← {t('back')}</RouterLink>
          </Button>
        </Flex>
        <LanguageSwitcher />
      </Flex>
      <Box as="main" flex="1" w="full" maxW="1200px" mx="auto" px={{ base: '3', md: '8' }} py={{ base: '5', md: '8' }}>
        {children}
      </Box>
    </Flex>
  );
}

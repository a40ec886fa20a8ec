import { Button } from '@chakra-ui/react/button';
import { Center } from '@chakra-ui/react/center';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '../../../components/icons';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { useDocumentTitle } from '../../../lib/use-document-title';
import '../i18n';

interface StatusScreenProps {
  /** A line above the title, such as "Error 404". */
  code?: string;
  title: string;
  text: string;
  illustration: ReactNode;
  action: { label: string; to: string };
  testId: string;
}

/** A full-screen page of the brand for a state rather than a screen: maintenance, page not found. */
export function StatusScreen({ code, title, text, illustration, action, testId }: StatusScreenProps) {
  const { t } = useTranslation('shell');
  useDocumentTitle(title);
  return (
    <Flex direction="column" minH="100dvh" bg="white" data-testid={testId}>
      <Flex as="header" align="center" justify="space-between" gap="3" wrap="wrap" px={{ base: '3', md: '6' }} py="3">
        <Flex align="center" gap="2" fontWeight="semibold" fontSize="lg" whiteSpace="nowrap">
          <LogoMark width="28" height="28" />
          {t('app_name', { ns: 'common' })}
        </Flex>
        <LanguageSwitcher />
      </Flex>
      <Center flex="1" px="4" py="8">
        <Stack align="center" gap="4" textAlign="center" maxW="md">
          <Center color="brand.500" fontSize="7xl" aria-hidden="true">
            {illustration}
          </Center>
          {code ? (
            <Text color="fg.muted" fontWeight="semibold" letterSpacing="wide" textTransform="uppercase" fontSize="sm">
              {code}
            </Text>
          ) : null}
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          <Text color="fg.muted">{text}</Text>
          <Button asChild colorPalette="brand" size="lg" minW="44" data-testid={`${testId}-action`}>
            <RouterLink to={action.to}>{action.label}</RouterLink>
          </Button>
        </Stack>
      </Center>
    </Flex>
  );
}

import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LogoMark, LogoutIcon } from '../../../components/icons';
import { LanguageSwitcher } from '../../../components/language-switcher';
import type { CreateCompanyAnswer } from '../api/create-company';
import { CreateCompanyForm } from './create-company-form';
import { Welcome } from './welcome';
import '../i18n';

interface CompanyOnboardingProps {
  onCreated: (answer: CreateCompanyAnswer) => void | Promise<void>;
  onLogout: () => void;
}

/** A signed-in user without a company: a welcome screen, then the Create company form. */
export function CompanyOnboarding({ onCreated, onLogout }: CompanyOnboardingProps) {
  const { t } = useTranslation('company');
  const [step, setStep] = useState<'welcome' | 'form'>('welcome');
  return (
    <Flex direction="column" minH="100dvh">
      <Flex as="header" align="center" justify="space-between" px={{ base: '4', md: '8' }} py="3" bg="white" borderBottomWidth="1px">
        <Flex align="center" gap="2" fontWeight="semibold" fontSize="lg">
          <LogoMark width="28" height="28" />
          {t('app_name', { ns: 'common' })}
        </Flex>
        <Flex align="center" gap="3">
          <LanguageSwitcher />
          <Button size="xs" variant="ghost" onClick={onLogout} data-testid="logout">
            <LogoutIcon />
            {t('logout', { ns: 'common' })}
          </Button>
        </Flex>
      </Flex>
      <Flex flex="1" justify="center" align="center" px="4" py="10">
        <Box w="full" maxW="600px">
          {step === 'welcome' ? <Welcome onStart={() => setStep('form')} /> : <CreateCompanyForm onCreated={onCreated} />}
        </Box>
      </Flex>
    </Flex>
  );
}

import { Flex } from '@chakra-ui/react/flex';
import { useTranslation } from 'react-i18next';
import { LogoMark } from './icons';
import { LanguageSwitcher } from './language-switcher';

/** The top bar of the pages shown without a session (sign-in and its neighbours, a label's public page): the product's name and the language switcher. */
export function PublicHeader({ bg }: { bg?: string }) {
  const { t } = useTranslation('common');
  return (
    <Flex as="header" align="center" justify="space-between" gap="3" px={{ base: '4', md: '8' }} py="3" bg={bg} borderBottomWidth="1px">
      <Flex align="center" gap="2" fontWeight="semibold" fontSize="lg">
        <LogoMark width="28" height="28" />
        {t('app_name')}
      </Flex>
      <LanguageSwitcher />
    </Flex>
  );
}

import { Center } from '@chakra-ui/react/center';
import { Spinner } from '@chakra-ui/react/spinner';
import { useTranslation } from 'react-i18next';

export function Preloader() {
  const { t } = useTranslation();
  return (
    <Center minH="100dvh" data-testid="preloader">
      <Spinner size="xl" color="brand.solid" borderWidth="3px" aria-label={t('loading')} />
    </Center>
  );
}

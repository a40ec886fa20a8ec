import { Center } from '@chakra-ui/react/center';
import { Spinner } from '@chakra-ui/react/spinner';
import { loadingText } from '../i18n/language';

export function Preloader() {
  return (
    <Center minH="100dvh" data-testid="preloader">
      <Spinner size="xl" color="brand.solid" borderWidth="3px" aria-label={loadingText()} />
    </Center>
  );
}

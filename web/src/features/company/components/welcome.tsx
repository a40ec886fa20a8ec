import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '../../../components/icons';
import '../i18n';

export function Welcome({ onStart }: { onStart: () => void }) {
  const { t } = useTranslation('company');
  return (
    <Card.Root size="lg" boxShadow="md" width="full" data-testid="welcome">
      <Card.Header alignItems="center" textAlign="center" gap="4">
        <LogoMark width="56" height="56" />
        <Card.Title as="h1" fontSize="2xl">
          {t('welcome_title')}
        </Card.Title>
      </Card.Header>
      <Card.Body textAlign="center">
        <Card.Description fontSize="md">{t('welcome_text')}</Card.Description>
      </Card.Body>
      <Card.Footer justifyContent="center">
        <Button colorPalette="brand" size="lg" onClick={onStart} data-testid="welcome-start">
          {t('welcome_start')}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

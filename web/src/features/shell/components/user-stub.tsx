import { Alert } from '@chakra-ui/react/alert';
import { useTranslation } from 'react-i18next';
import '../i18n';

/** Role user: the panel is disabled, only this notice is shown. */
export function UserStub() {
  const { t } = useTranslation('shell');
  return (
    <Alert.Root status="info" maxW="700px" data-testid="user-stub">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('user_stub_title')}</Alert.Title>
        <Alert.Description>{t('user_stub_text')}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

import { Center } from '@chakra-ui/react/center';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { BoxIcon } from '../../../components/icons';
import { Page } from '../../../components/page';
import '../i18n';

export function ItemsPage() {
  const { t } = useTranslation('items');
  return (
    <Page title={t('title')} testId="items-page">
      <Center py="16" bg="white" borderRadius="lg" borderWidth="1px">
        <Stack align="center" gap="2" textAlign="center" data-testid="items-empty">
          <BoxIcon width="48" height="48" color="var(--chakra-colors-brand-solid)" />
          <Text fontSize="lg" fontWeight="semibold">
            {t('empty_title')}
          </Text>
          <Text color="fg.muted">{t('empty_text')}</Text>
        </Stack>
      </Center>
    </Page>
  );
}

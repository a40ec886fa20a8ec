import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { TagIcon } from '../../../components/icons';
import '../i18n';

/** Spec "empty order": nothing in the order yet, and the way to start it. */
export function EmptyOrder({ onChoose, error }: { onChoose: () => void; error?: boolean }) {
  const { t } = useTranslation('requests');
  return (
    <Stack
      align="center"
      gap="3"
      py="10"
      px="4"
      bg="white"
      borderWidth="1px"
      borderColor={error ? 'border.error' : undefined}
      borderRadius="lg"
      textAlign="center"
      data-testid="empty-order"
    >
      <TagIcon width="40" height="40" color="var(--chakra-colors-brand-solid)" />
      <Text fontWeight="semibold" fontSize="lg">
        {t('empty_order_title')}
      </Text>
      <Text color={error ? 'fg.error' : 'fg.muted'} maxW="420px">
        {t('empty_order_text')}
      </Text>
      <Button colorPalette="brand" onClick={onChoose} data-testid="empty-order-choose">
        {t('empty_order_action')}
      </Button>
    </Stack>
  );
}

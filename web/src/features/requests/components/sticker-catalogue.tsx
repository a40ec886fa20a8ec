import { Alert } from '@chakra-ui/react/alert';
import { Center } from '@chakra-ui/react/center';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Spinner } from '@chakra-ui/react/spinner';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SealType } from '../../../../../shared/stickers';
import { notify } from '../../../lib/toaster';
import { markMethodsQuery } from '../api/mark-methods';
import { useAmounts } from '../../../components/use-amounts';
import { useShopLanguage } from '../use-shop-language';
import { MarkMethodCard } from './mark-method-card';
import '../i18n';

/** "Choose sticker": the catalogue's cards, each adding pieces of its type to the current order. */
export function StickerCatalogue({ onAdd }: { onAdd: (type: SealType, quantity: number) => void }) {
  const { t } = useTranslation('requests');
  const methods = useQuery(markMethodsQuery(useShopLanguage()));
  const { count } = useAmounts();

  if (methods.isPending) {
    return (
      <Center py="16">
        <Spinner color="brand.solid" />
      </Center>
    );
  }
  if (methods.isError) {
    return (
      <Alert.Root status="error" data-testid="mark-methods-error">
        <Alert.Indicator />
        <Alert.Title>{t('catalogue_error')}</Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" data-testid="mark-methods">
      {methods.data.data.map((method) => (
        <MarkMethodCard
          key={method.type}
          method={method}
          currency={methods.data.currency}
          onAdd={(quantity) => {
            onAdd(method.type, quantity);
            notify.success(t('added', { title: method.title, count: count(quantity) }));
          }}
        />
      ))}
    </SimpleGrid>
  );
}

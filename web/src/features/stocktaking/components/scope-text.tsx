import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import type { StocktakingRecord } from '../api/stocktaking-list';
import { targetNamesOf } from '../stocktaking-view';
import '../i18n';

/** "Objects and locations: Warehouse, Office" — the scope's kind and the names it was started with. */
export function ScopeText({ stocktaking }: { stocktaking: Pick<StocktakingRecord, 'scope' | 'target'> }) {
  const { t } = useTranslation('stocktaking');
  const names = targetNamesOf(stocktaking);
  const kind = t(`scopes.${stocktaking.scope.kind}`);
  return (
    <Text as="span" data-testid="stocktaking-scope">
      {names.length > 0 ? `${kind}: ${names.join(', ')}` : kind}
    </Text>
  );
}

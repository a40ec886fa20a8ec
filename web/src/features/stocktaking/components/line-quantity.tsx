import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import type { StocktakingLine } from '../../../../../shared/schemas/stocktaking';
import { unitName } from '../../../components/item-text';
import { useFormatNumber } from '../use-format-number';
import '../../items/i18n';
import '../i18n';

/** Accounting against actual quantity, with the item's units: "10 / 8 kg". */
export function LineQuantity({ line }: { line: Pick<StocktakingLine, 'accountingQuantity' | 'actualQuantity' | 'units'> }) {
  const { t } = useTranslation('items');
  const { number } = useFormatNumber();
  // The unit follows the actual quantity, so it agrees with that number.
  const units = line.units ? ` ${unitName(t, line.units, line.actualQuantity)}` : '';
  return (
    <Text as="span" whiteSpace="nowrap" data-testid="line-quantity">
      {`${number(line.accountingQuantity)} / ${number(line.actualQuantity)}${units}`}
    </Text>
  );
}

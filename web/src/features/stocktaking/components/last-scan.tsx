import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import type { StocktakingLine } from '../../../../../shared/schemas/stocktaking';
import { useFormatDateTime } from '../../../components/use-format-date';
import '../i18n';

/** Who scanned a line last, and when; "not scanned" for a missing one. */
export function LastScan({ scan }: { scan: StocktakingLine['lastScan'] }) {
  const { t } = useTranslation('stocktaking');
  const formatDate = useFormatDateTime();
  if (!scan) {
    return (
      <Text as="span" color="fg.muted">
        {t('not_scanned')}
      </Text>
    );
  }
  return <Text as="span">{`${scan.by.name}, ${formatDate(scan.at)}`}</Text>;
}

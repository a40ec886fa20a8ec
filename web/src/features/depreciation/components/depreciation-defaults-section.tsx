import { Card } from '@chakra-ui/react/card';
import { Spinner } from '@chakra-ui/react/spinner';
import { Text } from '@chakra-ui/react/text';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../../../shared/roles';
import { depreciationDefaultsQuery } from '../api/depreciation-defaults';
import { mayEditDepreciationDefaults } from '../permissions';
import { DefaultsEditor } from './defaults-editor';
import '../i18n';

interface DepreciationDefaultsSectionProps {
  companyId: string;
  role: Role;
  /** The plan has analytics, whose type counts suggest the company's types. */
  suggestTypes: boolean;
}

/**
 * Settings -> Depreciation defaults: the company's terms per item type, a table on a wide screen and
 * a card per type on a phone. Panel admins add, change and remove types and save them all at once;
 * everyone else sees them read-only, as the company's other settings.
 */
export function DepreciationDefaultsSection({ companyId, role, suggestTypes }: DepreciationDefaultsSectionProps) {
  const { t } = useTranslation('depreciation');
  const defaults = useQuery(depreciationDefaultsQuery(companyId));
  const editable = mayEditDepreciationDefaults(role);
  return (
    <Card.Root as="section" id="depreciation" maxW="960px" aria-labelledby="settings-depreciation" data-testid="settings-section-depreciation">
      <Card.Header>
        <Card.Title as="h2" id="settings-depreciation" fontSize="xl">
          {t('defaults.title')}
        </Card.Title>
      </Card.Header>
      <Card.Body gap="4">
        <Text color="fg.muted">{t('defaults.intro')}</Text>
        {editable ? null : <Text color="fg.muted">{t('defaults.read_only')}</Text>}
        {defaults.isPending ? (
          <Spinner color="brand.solid" />
        ) : defaults.isError ? (
          <Text color="fg.error" data-testid="depreciation-defaults-load-failed">
            {t('defaults.load_failed')}
          </Text>
        ) : (
          <DefaultsEditor companyId={companyId} saved={defaults.data.defaults} editable={editable} suggestTypes={suggestTypes} />
        )}
      </Card.Body>
    </Card.Root>
  );
}

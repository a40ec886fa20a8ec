import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Switch } from '@chakra-ui/react/switch';
import { Text } from '@chakra-ui/react/text';
import { switchSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import type { Company } from '../../../../../shared/schemas/company';
import { notify } from '../../../lib/toaster';
import { useUpdateSettings, type UpdateSettingsRequest } from '../api/update-settings';
import '../i18n';

const itemSections = ['info', 'additional', 'location', 'responsible'] as const;
type Toggle = (typeof itemSections)[number] | 'approvement';

interface CompanySwitchesProps {
  company: Company;
  editable: boolean;
  onChanged: (company: Company) => void;
}

/** Sections of the new item form and the confirmation mode; each switch saves at once. */
export function CompanySwitches({ company, editable, onChanged }: CompanySwitchesProps) {
  const { t } = useTranslation('settings');
  const common = { company, editable, onChanged };
  return (
    <Stack gap="4">
      <Heading as="h3" size="md">
        {t('item_sections_title')}
      </Heading>
      {itemSections.map((name) => (
        <SettingSwitch key={name} name={name} label={t(`item_sections.${name}`)} {...common} />
      ))}
      <SettingSwitch name="approvement" label={t('approvement')} help={t('approvement_help')} {...common} />
    </Stack>
  );
}

interface SettingSwitchProps extends CompanySwitchesProps {
  name: Toggle;
  label: string;
  help?: string;
}

/** One switch with its own request, so that switches moved one after another each get their answer. */
function SettingSwitch({ name, label, help, company, editable, onChanged }: SettingSwitchProps) {
  const { t } = useTranslation('settings');
  const update = useUpdateSettings(company._id);
  const saved = name === 'approvement' ? company.settings.operationsWithApprovement : company.settings.createItemSectionsStatus[name];
  const body = (checked: boolean): UpdateSettingsRequest =>
    name === 'approvement' ? { operationsWithApprovement: checked } : { createItemSectionsStatus: { [name]: checked } };
  // While the server answers, the switch shows where it was moved to; a refusal puts it back.
  const shown = update.isPending ? !saved : saved;

  const toggle = (checked: boolean) =>
    update.mutate(body(checked), {
      onSuccess: (settings) => onChanged({ ...company, settings, currency: settings.currency }),
      onError: () => notify.error(t('toggle_error')),
    });

  return (
    <Switch.Root
      recipe={switchSlotRecipe}
      colorPalette="brand"
      checked={shown}
      disabled={!editable || update.isPending}
      onCheckedChange={(details) => toggle(details.checked)}
      alignItems={help ? 'flex-start' : 'center'}
      data-testid={`settings-toggle-${name}`}
    >
      <Switch.HiddenInput />
      <Switch.Control mt={help ? '0.5' : undefined} />
      <Switch.Label>
        <Text as="span" display="block">
          {label}
        </Text>
        {help ? (
          <Text as="span" display="block" color="fg.muted" fontWeight="normal" fontSize="sm">
            {help}
          </Text>
        ) : null}
      </Switch.Label>
    </Switch.Root>
  );
}

import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Group } from '@chakra-ui/react/group';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { toggleDurations, type ToggleDuration } from '../pricing';
import '../i18n';

/** Spec: the month/year toggle of the plan cards' prices. */
export function DurationToggle({ value, onChange }: { value: ToggleDuration; onChange: (duration: ToggleDuration) => void }) {
  const { t } = useTranslation('payments');
  return (
    <Flex align="center" gap="3" wrap="wrap">
      <Text fontSize="sm" color="fg.muted">
        {t('toggle_label')}
      </Text>
      <Group attached role="group" aria-label={t('toggle_label')}>
        {toggleDurations.map((duration) => (
          <Button
            key={duration}
            size="sm"
            variant={duration === value ? 'solid' : 'outline'}
            colorPalette="brand"
            aria-pressed={duration === value}
            onClick={() => onChange(duration)}
            data-testid={`payment-toggle-${duration}`}
          >
            {duration === 1 ? t('toggle.month') : t('toggle.year')}
          </Button>
        ))}
      </Group>
    </Flex>
  );
}

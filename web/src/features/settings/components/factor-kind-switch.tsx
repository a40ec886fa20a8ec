import { Button } from '@chakra-ui/react/button';
import { useTranslation } from 'react-i18next';
import type { FactorCodeKind } from './factor-code-field';
import '../i18n';

/** "Use a recovery code instead" / "Use the app's code instead" under a code field. */
export function FactorKindSwitch({ kind, onSwitch, testId }: { kind: FactorCodeKind; onSwitch: (kind: FactorCodeKind) => void; testId?: string }) {
  const { t } = useTranslation('settings');
  return (
    <Button variant="plain" colorPalette="brand" alignSelf="flex-start" minH="11" px="0" onClick={() => onSwitch(kind === 'totp' ? 'recovery' : 'totp')} data-testid={testId}>
      {t(kind === 'totp' ? 'second_factor.use_recovery' : 'second_factor.use_app')}
    </Button>
  );
}

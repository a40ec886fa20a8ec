import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { scannedCode } from '../../../scan/scan-payload';
import type { KeptStocktaking } from '../count-db';
import type { useNfc } from '../use-nfc';
import { CountCamera } from './count-camera';
import '../../i18n';

const cameraPreferenceKey = 'countCamera';

/** The camera starts on by itself on a touch screen (a phone), off elsewhere; the user's choice is remembered. */
function cameraPreferred(): boolean {
  try {
    const stored = localStorage.getItem(cameraPreferenceKey);
    if (stored !== null) return stored === 'on';
  } catch {
    // Storage unavailable: the default below.
  }
  return typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
}

function rememberCamera(on: boolean): void {
  try {
    localStorage.setItem(cameraPreferenceKey, on ? 'on' : 'off');
  } catch {
    // Not remembered: the next visit starts with the default again.
  }
}

interface CountInputsProps {
  nfc: ReturnType<typeof useNfc>;
  /** A code read by the camera or typed and added. */
  onScan(text: string, source: 'camera' | 'typed'): void;
  kept: KeptStocktaking | null;
  /** The expected lines are being downloaded now. */
  linesBusy: boolean;
  /** What was read that is not a code, shown as such. */
  rejected: string | null;
}

/**
 * The ways a scan comes in that the screen shows: the camera (on or off), NFC (Android Chrome), a
 * typed code; and whether the expected lines are on the phone. A hand scanner needs no control: it
 * types anywhere on the screen (CountScreen listens for it).
 */
export function CountInputs({ nfc, onScan, kept, linesBusy, rejected }: CountInputsProps) {
  const { t } = useTranslation('stocktaking');
  const [camera, setCamera] = useState(cameraPreferred);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string>();

  const submitTyped = (event: FormEvent) => {
    event.preventDefault();
    const code = scannedCode(typed);
    if (!code) {
      setTypedError(t('count.typed_invalid'));
      return;
    }
    setTyped('');
    onScan(code, 'typed');
  };

  return (
    <Stack gap="3" bg="white" borderWidth="1px" borderRadius="lg" p="3">
      <Flex gap="2" wrap="wrap">
        <Button
          size="sm"
          variant={camera ? 'solid' : 'outline'}
          colorPalette="brand"
          onClick={() => {
            rememberCamera(!camera);
            setCamera(!camera);
          }}
          data-testid="count-camera-toggle"
          data-on={camera}
        >
          {camera ? t('count.camera_off') : t('count.camera_on')}
        </Button>
        {nfc.state !== 'unsupported' ? (
          <Button size="sm" variant={nfc.state === 'reading' ? 'solid' : 'outline'} colorPalette="brand" onClick={nfc.start} data-testid="count-nfc" data-state={nfc.state}>
            {t('count.nfc_start')}
          </Button>
        ) : null}
      </Flex>
      {nfc.state === 'reading' ? <Text fontSize="sm">{t('count.nfc_reading')}</Text> : null}
      {nfc.state === 'denied' ? (
        <Text fontSize="sm" color="red.fg">
          {t('count.nfc_denied')}
        </Text>
      ) : null}
      {camera ? <CountCamera onText={(text) => onScan(text, 'camera')} /> : null}
      <form onSubmit={submitTyped} noValidate>
        <Flex gap="2" align="flex-start">
          <Box flex="1" minW="0">
            <Input
              value={typed}
              onChange={(event) => {
                setTyped(event.target.value);
                setTypedError(undefined);
              }}
              placeholder={t('count.typed_placeholder')}
              aria-label={t('count.typed_label')}
              aria-invalid={typedError ? true : undefined}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              data-testid="count-typed"
            />
            {typedError ? (
              <Text fontSize="sm" color="red.fg" mt="1">
                {typedError}
              </Text>
            ) : null}
          </Box>
          <Button type="submit" colorPalette="brand" data-testid="count-typed-add">
            {t('count.typed_add')}
          </Button>
        </Flex>
      </form>
      <Text fontSize="xs" color="fg.muted">
        {t('count.scanner_hint')}
      </Text>
      <Text fontSize="xs" color="fg.muted" data-testid="count-lines" data-complete={kept?.linesComplete ?? false} data-count={kept?.linesKept ?? 0}>
        {kept?.linesComplete
          ? t('count.lines_ready', { count: kept.linesKept })
          : linesBusy
            ? t('count.lines_downloading', { count: kept?.linesKept ?? 0 })
            : t('count.lines_missing')}
      </Text>
      {rejected ? (
        <Text fontSize="sm" color="red.fg" wordBreak="break-all" data-testid="count-rejected">
          {t('count.not_a_code', { text: rejected })}
        </Text>
      ) : null}
    </Stack>
  );
}

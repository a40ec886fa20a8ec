import { Alert } from '@chakra-ui/react/alert';
import { Box } from '@chakra-ui/react/box';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { scannedCode } from '../scan-payload';
import { useCameraScan } from '../use-camera-scan';
import '../i18n';

/**
 * The camera's picture with a decode loop, and the code typed by hand below it (the only way when
 * the camera is refused). A code read or typed opens /q/<code>: the item, or the offer to bind it.
 */
export function ScanDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('scan');
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string>();
  const [foreign, setForeign] = useState<string | null>(null);
  const done = useRef(false);

  const open = (code: string) => {
    if (done.current) return;
    done.current = true;
    onClose();
    void navigate({ to: '/q/$code', params: { code } });
  };
  const { videoRef, state } = useCameraScan((text) => {
    const code = scannedCode(text);
    if (code) open(code);
    else setForeign(text);
  });
  const submit = () => {
    const code = scannedCode(typed);
    if (code) open(code);
    else setTypedError(t('manual_invalid'));
  };

  return (
    <FormDialog open title={t('title')} submitLabel={t('open')} onSubmit={submit} onClose={onClose} testId="scan-dialog" submitTestId="scan-open">
      <Stack gap="4">
        {state === 'unavailable' ? (
          <Alert.Root status="warning" data-testid="scan-camera-unavailable">
            <Alert.Indicator />
            <Alert.Title>{t('camera_denied')}</Alert.Title>
          </Alert.Root>
        ) : (
          <Stack gap="2">
            <Box position="relative" bg="black" borderRadius="md" overflow="hidden" aspectRatio="4 / 3">
              <video ref={videoRef} muted playsInline data-testid="scan-video" data-state={state} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
            </Box>
            <Text fontSize="sm" color="fg.muted">
              {state === 'starting' ? t('starting') : t('aim')}
            </Text>
            {foreign ? (
              <Text fontSize="sm" color="red.600" wordBreak="break-all" data-testid="scan-foreign">
                {t('unreadable', { text: foreign.slice(0, 120) })}
              </Text>
            ) : null}
          </Stack>
        )}
        <FormField label={t('manual_label')} error={typedError}>
          <Input
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              setTypedError(undefined);
            }}
            placeholder={t('manual_placeholder')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            data-testid="scan-manual"
          />
        </FormField>
      </Stack>
    </FormDialog>
  );
}

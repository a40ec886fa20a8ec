import { Alert } from '@chakra-ui/react/alert';
import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { useCameraScan } from '../use-camera-scan';
import '../i18n';

interface CameraViewProps {
  /** Each QR text the camera reads (several times a second while a label stays in view). */
  onText: (text: string) => void;
  /** Test ids: `<testId>-video` and `<testId>-camera-unavailable`. */
  testId: string;
  /** The picture's height limit, so a dialog keeps room for what is under it on a phone. */
  maxH?: string;
  /** "Starting the camera…" / "Point the camera at the QR code" under the picture. */
  hint?: boolean;
}

/**
 * The back camera's picture with the QR decode loop (use-camera-scan), or a warning where the camera
 * is refused or absent. Used by the scan dialog and the scan-to-bind loop; the camera stops when it unmounts.
 */
export function CameraView({ onText, testId, maxH, hint = false }: CameraViewProps) {
  const { t } = useTranslation('scan');
  const { videoRef, state } = useCameraScan(onText);
  if (state === 'unavailable') {
    return (
      <Alert.Root status="warning" data-testid={`${testId}-camera-unavailable`}>
        <Alert.Indicator />
        <Alert.Title>{t('camera_denied')}</Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <Stack gap="2">
      <Box position="relative" bg="black" borderRadius="md" overflow="hidden" aspectRatio="4 / 3" maxH={maxH} mx="auto" w="full">
        <video ref={videoRef} muted playsInline data-testid={`${testId}-video`} data-state={state} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      </Box>
      {hint ? (
        <Text fontSize="sm" color="fg.muted">
          {state === 'starting' ? t('starting') : t('aim')}
        </Text>
      ) : null}
    </Stack>
  );
}

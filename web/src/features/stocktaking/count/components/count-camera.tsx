import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCameraScan } from '../../../scan/use-camera-scan';
import { repeatFilter } from '../repeat-filter';
import '../../i18n';

/** A label in view stays one scan until the camera has not seen it for this long. */
const sameLabelQuietMs = 2_500;

/**
 * The back camera with the app's QR decoder (BarcodeDetector where present, else the lazily loaded
 * jsQR: features/scan). Mounted only while the camera is on; it stops when unmounted.
 */
export function CountCamera({ onText }: { onText: (text: string) => void }) {
  const { t } = useTranslation('stocktaking');
  const fresh = useRef(repeatFilter(sameLabelQuietMs));
  const { videoRef, state } = useCameraScan((text) => {
    if (fresh.current(text, Date.now())) onText(text);
  });
  if (state === 'unavailable') {
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="count-camera-unavailable">
        {t('count.camera_unavailable')}
      </Text>
    );
  }
  return (
    <Box>
      <Box position="relative" bg="black" borderRadius="md" overflow="hidden" aspectRatio="4 / 3" maxH="45dvh" mx="auto">
        <video ref={videoRef} muted playsInline data-testid="count-video" data-state={state} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      </Box>
      <Text fontSize="xs" color="fg.muted" mt="1">
        {state === 'starting' ? t('count.camera_starting') : t('count.camera_aim')}
      </Text>
    </Box>
  );
}

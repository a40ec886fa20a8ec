import { Box } from '@chakra-ui/react/box';
import { Center } from '@chakra-ui/react/center';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '../../../../lib/api/photo-uploads';
import '../../photos-i18n';

interface PhotoThumbProps {
  name: string;
  size: string;
  alt: string;
  testId?: string;
}

/** Tries while a new photo's thumbnail is being made by the worker (a few seconds). */
const retryDelaysMs = [1500, 3000, 6000, 12000];

/** A photo's thumbnail (never the original) through the images path; a placeholder until it exists. */
export function PhotoThumb({ name, size, alt, testId }: PhotoThumbProps) {
  const { t } = useTranslation('photos');
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!failed || attempt >= retryDelaysMs.length) return;
    const timer = setTimeout(() => {
      setFailed(false);
      setAttempt((value) => value + 1);
    }, retryDelaysMs[attempt]);
    return () => clearTimeout(timer);
  }, [failed, attempt]);

  if (failed) {
    return (
      <Center w={size} h={size} bg="bg.muted" borderRadius="md" color="fg.muted" fontSize="2xs" textAlign="center" title={t('thumbnail_pending')} data-testid={testId}>
        …
      </Center>
    );
  }
  return (
    <Box asChild w={size} h={size} borderRadius="md" objectFit="cover" bg="bg.muted" flexShrink={0}>
      <img src={imageUrl(name, 'thumb', attempt)} alt={alt} loading="lazy" onError={() => setFailed(true)} data-testid={testId} data-ready="true" />
    </Box>
  );
}

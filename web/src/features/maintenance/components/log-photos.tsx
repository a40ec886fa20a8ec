import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Link } from '@chakra-ui/react/link';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '../../../lib/api/photo-uploads';
import '../i18n';

/**
 * A done record's photos: thumbnails, each opening its original in a new tab. The thumbnail is made
 * shortly after the upload; until it exists the original stands in.
 */
export function LogPhotos({ names }: { names: string[] }) {
  const { t } = useTranslation('maintenance');
  return (
    <Flex gap="2" wrap="wrap" pt="1" data-testid="maintenance-log-photos">
      {names.map((name, index) => (
        <Link key={name} href={imageUrl(name, 'original')} target="_blank" rel="noreferrer" data-testid="maintenance-log-photo">
          <Box
            asChild
            boxSize="64px"
            objectFit="cover"
            borderRadius="md"
            borderWidth="1px"
          >
            <img
              src={imageUrl(name, 'thumb')}
              alt={t('log_photo', { number: index + 1 })}
              loading="lazy"
              onError={(event) => {
                const original = imageUrl(name, 'original');
                if (!event.currentTarget.src.endsWith(original)) event.currentTarget.src = original;
              }}
            />
          </Box>
        </Link>
      ))}
    </Flex>
  );
}

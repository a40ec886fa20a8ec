import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { photoContentTypes } from '../../../../../../shared/photos';
import '../../photos-i18n';

interface PhotoDropZoneProps {
  disabled?: boolean;
  onFiles: (files: File[]) => void;
  testId: string;
}

/** Drag and drop or a file picker; JPEG and PNG only (the picker offers nothing else). */
export function PhotoDropZone({ disabled, onFiles, testId }: PhotoDropZoneProps) {
  const { t } = useTranslation('photos');
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  return (
    <Box
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={over ? 'brand.solid' : 'border'}
      bg={over ? 'brand.subtle' : undefined}
      borderRadius="lg"
      p="4"
      textAlign="center"
      opacity={disabled ? 0.6 : 1}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        if (!disabled && event.dataTransfer.files.length) onFiles([...event.dataTransfer.files]);
      }}
      data-testid={testId}
    >
      <Text as="span" fontSize="sm" color="fg.muted">
        {`${t('drop_here')} `}
      </Text>
      <Button variant="plain" size="sm" px="0" color="brand.fg" disabled={disabled} onClick={() => input.current?.click()}>
        {t('choose_files')}
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={Object.keys(photoContentTypes).join(',')}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length) onFiles(files);
        }}
        data-testid={`${testId}-input`}
      />
    </Box>
  );
}

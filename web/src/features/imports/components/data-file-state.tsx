import { Badge } from '@chakra-ui/react/badge';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import type { DataFile } from '../api/data-files';
import '../i18n';

const palettes = { processing: 'blue', uploaded: 'green', error: 'red' } as const;

/** Spec: a data file is in progress, done (uploaded) or in error. */
export function DataFileState({ file }: { file: DataFile }) {
  const { t } = useTranslation('imports');
  return (
    <Badge recipe={badgeRecipe} colorPalette={palettes[file.state]} data-testid="datafile-state" data-state={file.state}>
      {t(`state_${file.state}`)}
    </Badge>
  );
}

import { Button } from '@chakra-ui/react/button';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneIcon } from '../../../components/icons';
import '../i18n';

const AppLinksDialog = lazy(() => import('./app-links-dialog').then((module) => ({ default: module.AppLinksDialog })));

/** The support block's "send app links to my phone". */
export function AppLinksButton() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="xs"
        variant="outline"
        colorPalette="brand"
        whiteSpace="normal"
        height="auto"
        py="1.5"
        minH={{ base: '44px', lg: 'auto' }}
        onClick={() => setOpen(true)}
        data-testid="support-app-links"
      >
        <PhoneIcon />
        {t('app_links.open')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <AppLinksDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

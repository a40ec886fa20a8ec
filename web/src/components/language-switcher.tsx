import { Button } from '@chakra-ui/react/button';
import { Group } from '@chakra-ui/react/group';
import { useTranslation } from 'react-i18next';
import { languageLabels, languages } from '../../../shared/i18n/languages';
import { changeLanguage, currentLanguage } from '../i18n';

/** UA / EN / PL / RU; the choice is kept in local storage. `touch` makes each a 44 px target (phone menus). */
export function LanguageSwitcher({ touch = false }: { touch?: boolean }) {
  const { t } = useTranslation();
  const active = currentLanguage();
  return (
    <Group attached role="group" aria-label={t('language')} width={touch ? 'full' : undefined}>
      {languages.map((language) => (
        <Button
          key={language}
          size={touch ? 'lg' : 'xs'}
          flex={touch ? '1' : undefined}
          variant={language === active ? 'solid' : 'outline'}
          colorPalette="brand"
          aria-pressed={language === active}
          data-testid={`lang-${language}`}
          onClick={() => void changeLanguage(language)}
        >
          {languageLabels[language]}
        </Button>
      ))}
    </Group>
  );
}

import type { Language } from '../../../../shared/i18n/languages';

/** The help icon's label: the shell carries only this; the rest arrives with the tour's own chunk. */
export const tourHelpLabels: Record<Language, string> = {
  en: 'Start the tour',
  ua: 'Почати екскурсію',
  pl: 'Rozpocznij przewodnik',
  ru: 'Начать экскурсию',
};

export const tourHelp: Record<Language, { help: string }> = {
  en: { help: tourHelpLabels.en },
  ua: { help: tourHelpLabels.ua },
  pl: { help: tourHelpLabels.pl },
  ru: { help: tourHelpLabels.ru },
};

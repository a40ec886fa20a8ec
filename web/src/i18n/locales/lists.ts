import type { Language } from '../../../../shared/i18n/languages';

/** Texts of the lists' shared parts on every signed-in page: the filters sheet, loading and empty states. */
const en = {
  filters: 'Filters',
  filters_done: 'Show results',
  filters_clear: 'Clear filters',
  loading: 'Loading the list',
  more_actions: 'More actions',
};

export type ListsMessages = typeof en;

export const lists: Record<Language, ListsMessages> = {
  en,
  ua: {
    filters: 'Фільтри',
    filters_done: 'Показати результати',
    filters_clear: 'Скинути фільтри',
    loading: 'Список завантажується',
    more_actions: 'Інші дії',
  },
  pl: {
    filters: 'Filtry',
    filters_done: 'Pokaż wyniki',
    filters_clear: 'Wyczyść filtry',
    loading: 'Ładowanie listy',
    more_actions: 'Więcej działań',
  },
  ru: {
    filters: 'Фильтры',
    filters_done: 'Показать результаты',
    filters_clear: 'Сбросить фильтры',
    loading: 'Список загружается',
    more_actions: 'Другие действия',
  },
};

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../../../shared/i18n/languages';
import { currentLanguage, languageTag } from '../../../i18n';

const noon = (day: string) => new Date(`${day}T12:00:00`);
/** A heading's first letter in capitals (Russian and Ukrainian month and weekday names are lower-case). */
const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** The calendar's words for days, months and times, in the interface language. */
export function useDayFormat() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const tag = languageTag(isLanguage(i18n.language) ? i18n.language : currentLanguage());
    const weekday = new Intl.DateTimeFormat(tag, { weekday: 'short' });
    const date = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short' });
    const full = new Intl.DateTimeFormat(tag, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
    const month = new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric' });
    const time = new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit' });
    return {
      weekday: (day: string) => weekday.format(noon(day)),
      date: (day: string) => date.format(noon(day)),
      full: (day: string) => capitalised(full.format(noon(day))),
      month: (day: string) => capitalised(month.format(noon(day))),
      time: (iso: string) => time.format(new Date(iso)),
    };
  }, [i18n.language]);
}

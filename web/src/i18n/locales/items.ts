import type { Language } from '../../../../shared/i18n/languages';

const en = {
  title: 'Items',
  empty_title: 'No items yet',
  empty_text: 'Items you add to the company will appear here.',
};

export type ItemsMessages = typeof en;

export const items: Record<Language, ItemsMessages> = {
  en,
  ua: {
    title: 'Предмети',
    empty_title: 'Предметів ще немає',
    empty_text: 'Тут з’являться предмети, які ви додасте до компанії.',
  },
  pl: {
    title: 'Przedmioty',
    empty_title: 'Nie ma jeszcze przedmiotów',
    empty_text: 'Tutaj pojawią się przedmioty dodane do firmy.',
  },
  ru: {
    title: 'Предметы',
    empty_title: 'Предметов пока нет',
    empty_text: 'Здесь появятся предметы, которые вы добавите в компанию.',
  },
};

import type { Language } from '../../../../shared/i18n/languages';

const en = {
  welcome_title: 'Welcome to AssetBook!',
  welcome_text:
    'Let us set up your company first. Then you can add items, label them with QR codes and invite your employees.',
  welcome_start: 'Get started',
  create_title: 'Create company',
  create_subtitle: 'Tell us a little about your company',
  title_label: 'Company name',
  title_placeholder: 'For example: Green Build LLC',
  description_label: 'Kind of activity',
  description_placeholder: 'For example: construction, IT, retail',
  submit: 'Create company',
  create_error: 'Error creating company',
};

export type CompanyMessages = typeof en;

export const company: Record<Language, CompanyMessages> = {
  en,
  ua: {
    welcome_title: 'Вітаємо в AssetBook!',
    welcome_text:
      'Спершу налаштуймо вашу компанію. Потім ви зможете додавати предмети, маркувати їх QR-кодами та запрошувати працівників.',
    welcome_start: 'Почати',
    create_title: 'Створення компанії',
    create_subtitle: 'Розкажіть трохи про вашу компанію',
    title_label: 'Назва компанії',
    title_placeholder: 'Наприклад: ТОВ «Зелене будівництво»',
    description_label: 'Вид діяльності',
    description_placeholder: 'Наприклад: будівництво, IT, роздрібна торгівля',
    submit: 'Створити компанію',
    create_error: 'Помилка створення компанії',
  },
  pl: {
    welcome_title: 'Witamy w AssetBook!',
    welcome_text:
      'Najpierw skonfigurujmy Twoją firmę. Potem możesz dodawać przedmioty, oznaczać je kodami QR i zapraszać pracowników.',
    welcome_start: 'Zaczynamy',
    create_title: 'Tworzenie firmy',
    create_subtitle: 'Opowiedz nam trochę o swojej firmie',
    title_label: 'Nazwa firmy',
    title_placeholder: 'Na przykład: Green Build sp. z o.o.',
    description_label: 'Rodzaj działalności',
    description_placeholder: 'Na przykład: budownictwo, IT, handel detaliczny',
    submit: 'Utwórz firmę',
    create_error: 'Błąd tworzenia firmy',
  },
  ru: {
    welcome_title: 'Добро пожаловать в AssetBook!',
    welcome_text:
      'Сначала настроим вашу компанию. Затем вы сможете добавлять предметы, маркировать их QR-кодами и приглашать сотрудников.',
    welcome_start: 'Начать',
    create_title: 'Создание компании',
    create_subtitle: 'Расскажите немного о вашей компании',
    title_label: 'Название компании',
    title_placeholder: 'Например: ООО «Зелёное строительство»',
    description_label: 'Вид деятельности',
    description_placeholder: 'Например: строительство, IT, розничная торговля',
    submit: 'Создать компанию',
    create_error: 'Ошибка создания компании',
  },
};

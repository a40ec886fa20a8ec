import type { Language } from '../../shared/i18n/languages';

/** The invoice PDF's texts in the requester's language. */
export interface InvoiceTexts {
  title: (number: string) => string;
  date: string;
  due: string;
  seller: string;
  buyer: string;
  description: string;
  line: (plan: string, months: number) => string;
  stickers: string;
  price: string;
  sale: string;
  total: string;
  currency: string;
  bank: string;
  payWithin: string;
  reference: (number: string) => string;
}

const months = {
  en: (n: number) => (n === 1 ? 'month' : 'months'),
  // Ukrainian, Polish and Russian plurals for the durations sold (1, 6, 12).
  ua: (n: number) => (n === 1 ? 'місяць' : n < 5 ? 'місяці' : 'місяців'),
  pl: (n: number) => (n === 1 ? 'miesiąc' : n < 5 ? 'miesiące' : 'miesięcy'),
  ru: (n: number) => (n === 1 ? 'месяц' : n < 5 ? 'месяца' : 'месяцев'),
};

export const invoiceTexts: Record<Language, InvoiceTexts> = {
  en: {
    title: (number) => `Invoice No. ${number}`,
    date: 'Date',
    due: 'Due date',
    seller: 'Seller',
    buyer: 'Buyer',
    description: 'Description',
    line: (plan, n) => `Plan ${plan}, ${n} ${months.en(n)}`,
    stickers: 'Sticker order',
    price: 'Price',
    sale: 'Sale',
    total: 'Total',
    currency: 'Currency',
    bank: 'Bank details',
    payWithin: 'Please pay within 5 days of the invoice date.',
    reference: (number) => `Payment reference: invoice ${number}`,
  },
  ua: {
    title: (number) => `Рахунок № ${number}`,
    date: 'Дата',
    due: 'Сплатити до',
    seller: 'Продавець',
    buyer: 'Покупець',
    description: 'Опис',
    line: (plan, n) => `Тариф ${plan}, ${n} ${months.ua(n)}`,
    stickers: 'Замовлення наліпок',
    price: 'Ціна',
    sale: 'Знижка',
    total: 'Разом',
    currency: 'Валюта',
    bank: 'Банківські реквізити',
    payWithin: 'Будь ласка, сплатіть протягом 5 днів від дати рахунку.',
    reference: (number) => `Призначення платежу: рахунок ${number}`,
  },
  pl: {
    title: (number) => `Faktura nr ${number}`,
    date: 'Data',
    due: 'Termin płatności',
    seller: 'Sprzedawca',
    buyer: 'Nabywca',
    description: 'Opis',
    line: (plan, n) => `Plan ${plan}, ${n} ${months.pl(n)}`,
    stickers: 'Zamówienie naklejek',
    price: 'Cena',
    sale: 'Rabat',
    total: 'Razem',
    currency: 'Waluta',
    bank: 'Dane bankowe',
    payWithin: 'Prosimy o zapłatę w ciągu 5 dni od daty faktury.',
    reference: (number) => `Tytuł przelewu: faktura ${number}`,
  },
  ru: {
    title: (number) => `Счёт № ${number}`,
    date: 'Дата',
    due: 'Оплатить до',
    seller: 'Продавец',
    buyer: 'Покупатель',
    description: 'Описание',
    line: (plan, n) => `Тариф ${plan}, ${n} ${months.ru(n)}`,
    stickers: 'Заказ наклеек',
    price: 'Цена',
    sale: 'Скидка',
    total: 'Итого',
    currency: 'Валюта',
    bank: 'Банковские реквизиты',
    payWithin: 'Пожалуйста, оплатите в течение 5 дней с даты счёта.',
    reference: (number) => `Назначение платежа: счёт ${number}`,
  },
};

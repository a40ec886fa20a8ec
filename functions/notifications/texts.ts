import type { Language } from '../../shared/i18n/languages';
import { planIds, plans, type PeriodKind } from '../../shared/plans';
import type { NotificationType } from '../../shared/schemas/notifications';

/**
 * What a notification says in push messages and e-mails, per type and language, built from the
 * job's params (docs/notifications.md lists the params of each type). A missing param leaves its
 * part out rather than printing "undefined": raise points may grow params later.
 */

export type Params = Record<string, string | number>;

export interface NotificationText {
  title: string;
  body: string;
  /** The e-mail's button, when it does more than open a page (the report's download). */
  button?: string;
}

type TypeTexts = Record<NotificationType, (params: Params, actor: string | null) => NotificationText>;

interface MailTexts {
  greeting: (name: string) => string;
  button: string;
  /** Why this mail came, and where to switch it off. */
  footer: string;
}

const text = (params: Params, key: string): string | undefined => {
  const value = params[key];
  return value === undefined || value === '' ? undefined : String(value);
};

/** " (a, b)" of the parts that are present, or "". */
const aside = (...parts: (string | false | undefined)[]) => {
  const present = parts.filter(Boolean);
  return present.length ? ` (${present.join(', ')})` : '';
};
const quoted = (value: string | undefined, open = '“', close = '”') => (value ? ` ${open}${value}${close}` : '');
const by = (actor: string | null, word: string) => (actor ? ` ${word} ${actor}` : '');
/**
 * The item list report's link is its download, and its params say how many days it works (`days`);
 * a stocktaking's report_done opens the stocktaking page and has none.
 */
const valid = (params: Params, sentence: (days: string) => string) => (text(params, 'days') ? sentence(text(params, 'days')!) : '');
const downloads = (params: Params, button: string) => (text(params, 'days') ? button : undefined);

const en: TypeTexts = {
  stocktaking_finished: (p, actor) => ({
    title: 'Stocktaking finished',
    body: `Stocktaking${quoted(text(p, 'title'))} was finished${by(actor, 'by')}${aside(text(p, 'found') && `found: ${p.found}`, text(p, 'missing') && `missing: ${p.missing}`, text(p, 'unexpected') && `unexpected: ${p.unexpected}`)}.`,
  }),
  transfer_waiting: (p, actor) => ({
    title: 'A transfer is waiting for you',
    body: `${actor ?? 'Someone'} is transferring items to you${aside(text(p, 'count') && `items: ${p.count}`)}. Accept or reject the transfer.`,
  }),
  transfer_accepted: (p, actor) => ({ title: 'Transfer accepted', body: `${actor ?? 'The recipient'} accepted your transfer${aside(text(p, 'count') && `items: ${p.count}`)}.` }),
  transfer_rejected: (p, actor) => ({ title: 'Transfer rejected', body: `${actor ?? 'The recipient'} rejected your transfer${aside(text(p, 'count') && `items: ${p.count}`)}. The items stay with you.` }),
  import_done: (p) => ({ title: 'Import finished', body: `The items of the file${quoted(text(p, 'fileName'))} were imported${aside(text(p, 'count') && `items: ${p.count}`)}.` }),
  import_failed: (p) => ({ title: 'Import failed', body: `The items of the file${quoted(text(p, 'fileName'))} could not be imported. Open the import to see why.` }),
  report_done: (p) => ({
    title: 'Report ready',
    body: `Your report${quoted(text(p, 'title'))} is ready${aside(text(p, 'rows') && `rows: ${p.rows}`)}.${valid(p, (days) => ` The download link works for ${days} days; anyone with it can download the file, so do not forward it.`)}`,
    button: downloads(p, 'Download the report'),
  }),
  report_failed: (p) => ({ title: 'Report failed', body: `Your report${quoted(text(p, 'title'))} could not be built. Please try again.` }),
  plan_limit_near: (p) => ({ title: 'Plan limit nearly reached', body: `Your company uses ${usage(p, { items: 'items', users: 'users' })} of its plan. Consider a larger plan.` }),
  plan_limit_reached: (p) => ({ title: 'Plan limit reached', body: `Your company has reached its plan's limit of ${limitOf(p, { items: 'items', users: 'users' })}. Change the plan to add more.` }),
  subscription_ending: (p) =>
    periodOf(p) === 'trial'
      ? { title: 'Trial ending', body: `Your company's free trial${planName(p, ' of the ', ' plan')} ends${on(p, 'on')}. After that the company moves to the Free plan (its data stays); pay for a plan to keep every feature.` }
      : periodOf(p) === 'paid'
        ? { title: 'Paid period ending', body: `Your company's paid period${planName(p, ' of the ', ' plan')} ends${on(p, 'on')}. Unless it is paid, access to the admin panel and the mobile app will be suspended.` }
        : { title: 'Subscription ending', body: `Your company's subscription ends${text(p, 'date') ? ` on ${p.date}` : ' soon'}. Renew it to keep every feature.` },
  subscription_ended: (p) =>
    periodOf(p) === 'paid'
      ? { title: 'Paid period ended', body: `Your company's paid period ended${on(p, 'on')}. Access to the admin panel and the mobile app is suspended until the plan is paid; all data is kept.` }
      : { title: 'Trial ended', body: `Your company's free trial ended${on(p, 'on')}. The company is on the Free plan now and all its data is kept; choose a plan to get every feature back.` },
  item_found: (p) => ({
    title: 'Someone found an item',
    body: `Someone who found${quoted(text(p, 'title')) || ' an item'}${code(p)} wrote: ${quoted(text(p, 'message')).trim() || '(no message)'}${contactOf(p, 'Contact')}`,
  }),
  maintenance_due: (p) => ({
    title: dueIn(p, { today: 'Maintenance due today', soon: 'Maintenance coming up', late: 'Maintenance overdue' }),
    body: `${text(p, 'title') ?? 'Maintenance'}${quoted(text(p, 'item'))}: ${dueIn(p, { today: 'due today', soon: `due in ${p.days} day(s)`, late: 'overdue' })}${on(p, text(p, 'days') && Number(p.days) < 0 ? 'since' : 'on')}.`,
  }),
  booking_ending: (p) => ({ title: 'A booking ends soon', body: `Please return${quoted(text(p, 'items'))} by ${endOf(p)}.` }),
  booking_overdue: (p) => ({ title: 'A booking is overdue', body: `${text(p, 'items') ? `“${p.items}”` : 'The items'} should have been returned by ${endOf(p)}. Please return them.` }),
};

const ua: TypeTexts = {
  stocktaking_finished: (p, actor) => ({
    title: 'Інвентаризацію завершено',
    body: `Інвентаризацію${quoted(text(p, 'title'), '«', '»')} завершено${by(actor, '—')}${aside(text(p, 'found') && `знайдено: ${p.found}`, text(p, 'missing') && `нестача: ${p.missing}`, text(p, 'unexpected') && `надлишок: ${p.unexpected}`)}.`,
  }),
  transfer_waiting: (p, actor) => ({
    title: 'На вас чекає передача',
    body: `${actor ?? 'Користувач'} передає вам майно${aside(text(p, 'count') && `позицій: ${p.count}`)}. Прийміть або відхиліть передачу.`,
  }),
  transfer_accepted: (p, actor) => ({ title: 'Передачу прийнято', body: `${actor ?? 'Отримувач'} прийняв(ла) вашу передачу${aside(text(p, 'count') && `позицій: ${p.count}`)}.` }),
  transfer_rejected: (p, actor) => ({ title: 'Передачу відхилено', body: `${actor ?? 'Отримувач'} відхилив(ла) вашу передачу${aside(text(p, 'count') && `позицій: ${p.count}`)}. Майно залишається за вами.` }),
  import_done: (p) => ({ title: 'Імпорт завершено', body: `Майно з файлу${quoted(text(p, 'fileName'), '«', '»')} імпортовано${aside(text(p, 'count') && `позицій: ${p.count}`)}.` }),
  import_failed: (p) => ({ title: 'Імпорт не вдався', body: `Не вдалося імпортувати майно з файлу${quoted(text(p, 'fileName'), '«', '»')}. Відкрийте імпорт, щоб побачити причину.` }),
  report_done: (p) => ({
    title: 'Звіт готовий',
    body: `Ваш звіт${quoted(text(p, 'title'), '«', '»')} готовий${aside(text(p, 'rows') && `рядків: ${p.rows}`)}.${valid(p, (days) => ` Посилання для завантаження діє ${days} днів; будь-хто з ним може завантажити файл, тож не пересилайте його.`)}`,
    button: downloads(p, 'Завантажити звіт'),
  }),
  report_failed: (p) => ({ title: 'Звіт не вдалося створити', body: `Не вдалося створити ваш звіт${quoted(text(p, 'title'), '«', '»')}. Спробуйте ще раз.` }),
  plan_limit_near: (p) => ({ title: 'Ліміт тарифу майже вичерпано', body: `Ваша компанія використовує ${usage(p, { items: 'позицій майна', users: 'користувачів' })} тарифу. Розгляньте більший тариф.` }),
  plan_limit_reached: (p) => ({ title: 'Ліміт тарифу вичерпано', body: `Ваша компанія досягла ліміту тарифу: ${limitOf(p, { items: 'позицій майна', users: 'користувачів' })}. Змініть тариф, щоб додати більше.` }),
  subscription_ending: (p) =>
    periodOf(p) === 'trial'
      ? { title: 'Пробний період закінчується', body: `Пробний період вашої компанії${planName(p, ' на тарифі «', '»')} закінчується${on(p, '')}. Після цього компанія перейде на тариф Free (дані збережуться); оплатіть тариф, щоб зберегти всі можливості.` }
      : periodOf(p) === 'paid'
        ? { title: 'Оплачений період закінчується', body: `Оплачений період вашої компанії${planName(p, ' на тарифі «', '»')} закінчується${on(p, '')}. Без оплати доступ до адмін-панелі та мобільного застосунку буде призупинено.` }
        : { title: 'Підписка закінчується', body: `Підписка вашої компанії закінчується${text(p, 'date') ? ` ${p.date}` : ' незабаром'}. Продовжте її, щоб зберегти всі можливості.` },
  subscription_ended: (p) =>
    periodOf(p) === 'paid'
      ? { title: 'Оплачений період закінчився', body: `Оплачений період вашої компанії закінчився${on(p, '')}. Доступ до адмін-панелі та мобільного застосунку призупинено до оплати тарифу; усі дані збережено.` }
      : { title: 'Пробний період закінчився', body: `Пробний період вашої компанії закінчився${on(p, '')}. Тепер компанія на тарифі Free, усі її дані збережено; оберіть тариф, щоб повернути всі можливості.` },
  item_found: (p) => ({
    title: 'Хтось знайшов вашу річ',
    body: `Людина, яка знайшла${quoted(text(p, 'title'), '«', '»') || ' річ'}${code(p)}, пише: ${quoted(text(p, 'message'), '«', '»').trim() || '(без повідомлення)'}${contactOf(p, 'Контакт')}`,
  }),
  maintenance_due: (p) => ({
    title: dueIn(p, { today: 'Обслуговування сьогодні', soon: 'Наближається обслуговування', late: 'Обслуговування прострочено' }),
    body: `${text(p, 'title') ?? 'Обслуговування'}${quoted(text(p, 'item'), '«', '»')}: ${dueIn(p, { today: 'строк сьогодні', soon: `строк через ${p.days} дн.`, late: 'прострочено' })}${on(p, '')}.`,
  }),
  booking_ending: (p) => ({ title: 'Бронювання скоро закінчується', body: `Будь ласка, поверніть${quoted(text(p, 'items'), '«', '»')} до ${endOf(p)}.` }),
  booking_overdue: (p) => ({ title: 'Бронювання прострочено', body: `${text(p, 'items') ? `«${p.items}»` : 'Майно'} мали повернути до ${endOf(p)}. Будь ласка, поверніть.` }),
};

const pl: TypeTexts = {
  stocktaking_finished: (p, actor) => ({
    title: 'Inwentaryzacja zakończona',
    body: `Inwentaryzacja${quoted(text(p, 'title'), '„', '”')} została zakończona${by(actor, 'przez')}${aside(text(p, 'found') && `znalezione: ${p.found}`, text(p, 'missing') && `braki: ${p.missing}`, text(p, 'unexpected') && `nadwyżki: ${p.unexpected}`)}.`,
  }),
  transfer_waiting: (p, actor) => ({
    title: 'Czeka na Ciebie przekazanie',
    body: `${actor ?? 'Użytkownik'} przekazuje Ci mienie${aside(text(p, 'count') && `pozycje: ${p.count}`)}. Przyjmij lub odrzuć przekazanie.`,
  }),
  transfer_accepted: (p, actor) => ({ title: 'Przekazanie przyjęte', body: `${actor ?? 'Odbiorca'} przyjął(ęła) Twoje przekazanie${aside(text(p, 'count') && `pozycje: ${p.count}`)}.` }),
  transfer_rejected: (p, actor) => ({ title: 'Przekazanie odrzucone', body: `${actor ?? 'Odbiorca'} odrzucił(a) Twoje przekazanie${aside(text(p, 'count') && `pozycje: ${p.count}`)}. Mienie zostaje u Ciebie.` }),
  import_done: (p) => ({ title: 'Import zakończony', body: `Mienie z pliku${quoted(text(p, 'fileName'), '„', '”')} zostało zaimportowane${aside(text(p, 'count') && `pozycje: ${p.count}`)}.` }),
  import_failed: (p) => ({ title: 'Import nieudany', body: `Nie udało się zaimportować mienia z pliku${quoted(text(p, 'fileName'), '„', '”')}. Otwórz import, aby zobaczyć przyczynę.` }),
  report_done: (p) => ({
    title: 'Raport gotowy',
    body: `Twój raport${quoted(text(p, 'title'), '„', '”')} jest gotowy${aside(text(p, 'rows') && `wiersze: ${p.rows}`)}.${valid(p, (days) => ` Link do pobrania działa przez ${days} dni; każdy, kto go ma, może pobrać plik, więc nie przekazuj go dalej.`)}`,
    button: downloads(p, 'Pobierz raport'),
  }),
  report_failed: (p) => ({ title: 'Nie udało się utworzyć raportu', body: `Nie udało się utworzyć Twojego raportu${quoted(text(p, 'title'), '„', '”')}. Spróbuj ponownie.` }),
  plan_limit_near: (p) => ({ title: 'Limit planu prawie osiągnięty', body: `Twoja firma wykorzystuje ${usage(p, { items: 'pozycji mienia', users: 'użytkowników' })} planu. Rozważ większy plan.` }),
  plan_limit_reached: (p) => ({ title: 'Limit planu osiągnięty', body: `Twoja firma osiągnęła limit planu: ${limitOf(p, { items: 'pozycji mienia', users: 'użytkowników' })}. Zmień plan, aby dodać więcej.` }),
  subscription_ending: (p) =>
    periodOf(p) === 'trial'
      ? { title: 'Okres próbny wkrótce się kończy', body: `Okres próbny Twojej firmy${planName(p, ' w planie „', '”')} kończy się${on(p, '')}. Potem firma przejdzie na plan Free (dane zostaną zachowane); opłać plan, aby zachować wszystkie funkcje.` }
      : periodOf(p) === 'paid'
        ? { title: 'Opłacony okres wkrótce się kończy', body: `Opłacony okres Twojej firmy${planName(p, ' w planie „', '”')} kończy się${on(p, '')}. Bez płatności dostęp do panelu administracyjnego i aplikacji mobilnej zostanie zawieszony.` }
        : { title: 'Subskrypcja wkrótce wygaśnie', body: `Subskrypcja Twojej firmy kończy się${text(p, 'date') ? ` ${p.date}` : ' wkrótce'}. Odnów ją, aby zachować wszystkie funkcje.` },
  subscription_ended: (p) =>
    periodOf(p) === 'paid'
      ? { title: 'Opłacony okres się skończył', body: `Opłacony okres Twojej firmy skończył się${on(p, '')}. Dostęp do panelu administracyjnego i aplikacji mobilnej jest zawieszony do czasu opłacenia planu; wszystkie dane są zachowane.` }
      : { title: 'Okres próbny się skończył', body: `Okres próbny Twojej firmy skończył się${on(p, '')}. Firma korzysta teraz z planu Free, a wszystkie jej dane są zachowane; wybierz plan, aby odzyskać wszystkie funkcje.` },
  item_found: (p) => ({
    title: 'Ktoś znalazł Twoją rzecz',
    body: `Osoba, która znalazła${quoted(text(p, 'title'), '„', '”') || ' rzecz'}${code(p)}, pisze: ${quoted(text(p, 'message'), '„', '”').trim() || '(bez wiadomości)'}${contactOf(p, 'Kontakt')}`,
  }),
  maintenance_due: (p) => ({
    title: dueIn(p, { today: 'Konserwacja dzisiaj', soon: 'Zbliża się konserwacja', late: 'Konserwacja zaległa' }),
    body: `${text(p, 'title') ?? 'Konserwacja'}${quoted(text(p, 'item'), '„', '”')}: ${dueIn(p, { today: 'termin dzisiaj', soon: `termin za ${p.days} dni`, late: 'po terminie' })}${on(p, '')}.`,
  }),
  booking_ending: (p) => ({ title: 'Rezerwacja wkrótce się kończy', body: `Prosimy zwrócić${quoted(text(p, 'items'), '„', '”')} do ${endOf(p)}.` }),
  booking_overdue: (p) => ({ title: 'Rezerwacja po terminie', body: `${text(p, 'items') ? `„${p.items}”` : 'Przedmioty'} należało zwrócić do ${endOf(p)}. Prosimy o zwrot.` }),
};

const ru: TypeTexts = {
  stocktaking_finished: (p, actor) => ({
    title: 'Инвентаризация завершена',
    body: `Инвентаризация${quoted(text(p, 'title'), '«', '»')} завершена${by(actor, '—')}${aside(text(p, 'found') && `найдено: ${p.found}`, text(p, 'missing') && `недостача: ${p.missing}`, text(p, 'unexpected') && `излишек: ${p.unexpected}`)}.`,
  }),
  transfer_waiting: (p, actor) => ({
    title: 'Вас ждёт передача',
    body: `${actor ?? 'Пользователь'} передаёт вам имущество${aside(text(p, 'count') && `позиций: ${p.count}`)}. Примите или отклоните передачу.`,
  }),
  transfer_accepted: (p, actor) => ({ title: 'Передача принята', body: `${actor ?? 'Получатель'} принял(а) вашу передачу${aside(text(p, 'count') && `позиций: ${p.count}`)}.` }),
  transfer_rejected: (p, actor) => ({ title: 'Передача отклонена', body: `${actor ?? 'Получатель'} отклонил(а) вашу передачу${aside(text(p, 'count') && `позиций: ${p.count}`)}. Имущество остаётся за вами.` }),
  import_done: (p) => ({ title: 'Импорт завершён', body: `Имущество из файла${quoted(text(p, 'fileName'), '«', '»')} импортировано${aside(text(p, 'count') && `позиций: ${p.count}`)}.` }),
  import_failed: (p) => ({ title: 'Импорт не удался', body: `Не удалось импортировать имущество из файла${quoted(text(p, 'fileName'), '«', '»')}. Откройте импорт, чтобы увидеть причину.` }),
  report_done: (p) => ({
    title: 'Отчёт готов',
    body: `Ваш отчёт${quoted(text(p, 'title'), '«', '»')} готов${aside(text(p, 'rows') && `строк: ${p.rows}`)}.${valid(p, (days) => ` Ссылка для скачивания действует ${days} дней; любой, у кого она есть, может скачать файл, поэтому не пересылайте её.`)}`,
    button: downloads(p, 'Скачать отчёт'),
  }),
  report_failed: (p) => ({ title: 'Не удалось создать отчёт', body: `Не удалось создать ваш отчёт${quoted(text(p, 'title'), '«', '»')}. Попробуйте ещё раз.` }),
  plan_limit_near: (p) => ({ title: 'Лимит тарифа почти исчерпан', body: `Ваша компания использует ${usage(p, { items: 'позиций имущества', users: 'пользователей' })} тарифа. Рассмотрите тариф побольше.` }),
  plan_limit_reached: (p) => ({ title: 'Лимит тарифа исчерпан', body: `Ваша компания достигла лимита тарифа: ${limitOf(p, { items: 'позиций имущества', users: 'пользователей' })}. Смените тариф, чтобы добавить больше.` }),
  subscription_ending: (p) =>
    periodOf(p) === 'trial'
      ? { title: 'Пробный период заканчивается', body: `Пробный период вашей компании${planName(p, ' на тарифе «', '»')} заканчивается${on(p, '')}. После этого компания перейдёт на тариф Free (данные сохранятся); оплатите тариф, чтобы сохранить все возможности.` }
      : periodOf(p) === 'paid'
        ? { title: 'Оплаченный период заканчивается', body: `Оплаченный период вашей компании${planName(p, ' на тарифе «', '»')} заканчивается${on(p, '')}. Без оплаты доступ к админ-панели и мобильному приложению будет приостановлен.` }
        : { title: 'Подписка заканчивается', body: `Подписка вашей компании заканчивается${text(p, 'date') ? ` ${p.date}` : ' скоро'}. Продлите её, чтобы сохранить все возможности.` },
  subscription_ended: (p) =>
    periodOf(p) === 'paid'
      ? { title: 'Оплаченный период закончился', body: `Оплаченный период вашей компании закончился${on(p, '')}. Доступ к админ-панели и мобильному приложению приостановлен до оплаты тарифа; все данные сохранены.` }
      : { title: 'Пробный период закончился', body: `Пробный период вашей компании закончился${on(p, '')}. Теперь компания на тарифе Free, все её данные сохранены; выберите тариф, чтобы вернуть все возможности.` },
  item_found: (p) => ({
    title: 'Кто-то нашёл вашу вещь',
    body: `Человек, который нашёл${quoted(text(p, 'title'), '«', '»') || ' вещь'}${code(p)}, пишет: ${quoted(text(p, 'message'), '«', '»').trim() || '(без сообщения)'}${contactOf(p, 'Контакт')}`,
  }),
  maintenance_due: (p) => ({
    title: dueIn(p, { today: 'Обслуживание сегодня', soon: 'Приближается обслуживание', late: 'Обслуживание просрочено' }),
    body: `${text(p, 'title') ?? 'Обслуживание'}${quoted(text(p, 'item'), '«', '»')}: ${dueIn(p, { today: 'срок сегодня', soon: `срок через ${p.days} дн.`, late: 'просрочено' })}${on(p, '')}.`,
  }),
  booking_ending: (p) => ({ title: 'Бронирование скоро заканчивается', body: `Пожалуйста, верните${quoted(text(p, 'items'), '«', '»')} до ${endOf(p)}.` }),
  booking_overdue: (p) => ({ title: 'Бронирование просрочено', body: `${text(p, 'items') ? `«${p.items}»` : 'Имущество'} нужно было вернуть до ${endOf(p)}. Пожалуйста, верните.` }),
};

/** Which period the subscription params speak of (docs/notifications.md); absent on reminders raised before periods were told apart. */
const periodOf = (p: Params): PeriodKind | undefined => (p.period === 'trial' || p.period === 'paid' ? p.period : undefined);

/** " (CODE)" of a found item's label, or "". */
const code = (p: Params): string => (text(p, 'code') ? ` (${p.code})` : '');
/** ". Contact: …" when the finder left one, else ".". */
const contactOf = (p: Params, word: string): string => (text(p, 'contact') ? `. ${word}: ${p.contact}` : '.');

/** The plan's title between `before` and `after`, or "" when the param is missing or unknown. */
function planName(p: Params, before: string, after: string): string {
  const plan = planIds.find((id) => id === p.plan);
  return plan ? `${before}${plans[plan].title}${after}` : '';
}

/** A maintenance reminder's wording by its `days` to the due date: positive soon, 0 today, negative overdue (caught up late). */
function dueIn(p: Params, words: { today: string; soon: string; late: string }): string {
  const days = Number(p.days ?? 0);
  return days > 0 ? words.soon : days < 0 ? words.late : words.today;
}

/** " on 2026-11-25" (" 2026-11-25" with an empty word), or "" without a date. */
/** A booking's end (a UTC instant) as "yyyy-mm-dd hh:mm UTC": mail and push carry no time zone of the reader. */
const endOf = (p: Params): string => {
  const end = text(p, 'end');
  return end ? `${end.slice(0, 10)} ${end.slice(11, 16)} UTC` : '—';
};

const on = (p: Params, word: string): string => (text(p, 'date') ? ` ${word ? `${word} ` : ''}${p.date}` : '');

/** "80 of 100 items", or the limit's word alone when the numbers are missing. */
function usage(p: Params, words: { items: string; users: string }): string {
  const word = p.kind === 'users' ? words.users : words.items;
  return text(p, 'used') && text(p, 'limit') ? `${p.used}/${p.limit} ${word}` : word;
}

function limitOf(p: Params, words: { items: string; users: string }): string {
  const word = p.kind === 'users' ? words.users : words.items;
  return text(p, 'limit') ? `${p.limit} ${word}` : word;
}

export const notificationTexts: Record<Language, TypeTexts> = { en, ua, pl, ru };

export const mailTexts: Record<Language, MailTexts> = {
  en: {
    greeting: (name) => `Hello, ${name}!`,
    button: 'Open in Assetbook',
    footer: 'You get this e-mail because this kind of notification is on in your notification settings; you can switch it off there.',
  },
  ua: {
    greeting: (name) => `Вітаємо, ${name}!`,
    button: 'Відкрити в Assetbook',
    footer: 'Ви отримали цей лист, бо цей вид сповіщень увімкнено у ваших налаштуваннях сповіщень; там його можна вимкнути.',
  },
  pl: {
    greeting: (name) => `Witaj, ${name}!`,
    button: 'Otwórz w Assetbook',
    footer: 'Otrzymujesz tę wiadomość, ponieważ ten rodzaj powiadomień jest włączony w Twoich ustawieniach powiadomień; możesz go tam wyłączyć.',
  },
  ru: {
    greeting: (name) => `Здравствуйте, ${name}!`,
    button: 'Открыть в Assetbook',
    footer: 'Вы получили это письмо, потому что этот вид уведомлений включён в ваших настройках уведомлений; там его можно отключить.',
  },
};

import type { Language } from '../../shared/i18n/languages';
import { formatCents } from '../../shared/money';
import { plans } from '../../shared/plans';
import type { Mail } from '../lib/adapters/mailer';
import type { PaymentRecord } from './store';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Support reads English; one plain message per request. */
function supportMail(to: string, subject: string, lines: string[]): Mail {
  return {
    to,
    subject,
    text: lines.join('\n'),
    html: `<pre style="font-family:Arial,sans-serif;white-space:pre-wrap">${escapeHtml(lines.join('\n'))}</pre>`,
  };
}

export function planChangeMail(
  to: string,
  request: { companyTitle: string; companyId: string; current: string; wanted: string; direction: 'Upgrade' | 'Downgrade'; paidUntil: string | null; requester: string },
): Mail {
  return supportMail(to, `${request.direction}: ${request.companyTitle} asks to move from ${request.current} to ${request.wanted}`, [
    `${request.direction} requested`,
    `Company: ${request.companyTitle} (${request.companyId})`,
    `Current plan: ${request.current}, paid until ${request.paidUntil ?? '-'}`,
    `Wanted plan: ${request.wanted}`,
    `Requested by: ${request.requester}`,
    '',
    'Answer within 24 hours: change the plan and prorate the period (docs/payments.md).',
  ]);
}

export function reversedMail(to: string, payment: PaymentRecord): Mail {
  const what = payment.kind === 'plan' ? `plan ${payment.plan ? plans[payment.plan].title : '-'}, ${payment.duration ?? 1} month(s)` : `sticker order ${payment.requestId}`;
  return supportMail(to, `Payment ${payment._id} was reversed`, [
    `The provider reversed payment ${payment._id} of company ${payment.companyId}.`,
    `What it paid: ${what}, ${formatCents(payment.totalCents)} ${payment.currency}.`,
    'The paid period was not shortened automatically; decide what to do with the company.',
  ]);
}

interface InvoiceMailTexts {
  subject: (number: string) => string;
  greeting: (name: string) => string;
  body: (total: string) => string;
  button: string;
  note: string;
}

const invoiceMailTexts: Record<Language, InvoiceMailTexts> = {
  en: {
    subject: (number) => `Assetbook invoice ${number}`,
    greeting: (name) => (name ? `Hello, ${name}!` : 'Hello!'),
    body: (total) => `Your invoice for ${total} is ready. Please pay it by bank transfer within 5 days; the plan is activated once the payment arrives.`,
    button: 'Download the invoice',
    note: 'The link opens the billing page of Assetbook; sign in as an administrator of the company.',
  },
  ua: {
    subject: (number) => `Рахунок Assetbook ${number}`,
    greeting: (name) => (name ? `Вітаємо, ${name}!` : 'Вітаємо!'),
    body: (total) => `Ваш рахунок на ${total} готовий. Будь ласка, сплатіть його банківським переказом протягом 5 днів; тариф буде активовано після надходження оплати.`,
    button: 'Завантажити рахунок',
    note: 'Посилання відкриває сторінку оплати в Assetbook; увійдіть як адміністратор компанії.',
  },
  pl: {
    subject: (number) => `Faktura Assetbook ${number}`,
    greeting: (name) => (name ? `Dzień dobry, ${name}!` : 'Dzień dobry!'),
    body: (total) => `Twoja faktura na ${total} jest gotowa. Prosimy o opłacenie jej przelewem bankowym w ciągu 5 dni; plan zostanie aktywowany po zaksięgowaniu wpłaty.`,
    button: 'Pobierz fakturę',
    note: 'Link otwiera stronę płatności w Assetbook; zaloguj się jako administrator firmy.',
  },
  ru: {
    subject: (number) => `Счёт Assetbook ${number}`,
    greeting: (name) => (name ? `Здравствуйте, ${name}!` : 'Здравствуйте!'),
    body: (total) => `Ваш счёт на ${total} готов. Пожалуйста, оплатите его банковским переводом в течение 5 дней; тариф будет активирован после поступления оплаты.`,
    button: 'Скачать счёт',
    note: 'Ссылка открывает страницу оплаты в Assetbook; войдите как администратор компании.',
  },
};

/** The invoice's e-mail, in the requester's language: a link to the billing page, which downloads it. */
export function invoiceMail(to: string, name: string, link: string, payment: PaymentRecord, language: Language): Mail {
  const texts = invoiceMailTexts[language];
  const total = `${formatCents(payment.totalCents)} ${payment.currency}`;
  const text = [texts.greeting(name), '', texts.body(total), '', link, '', texts.note].join('\n');
  const html = `<!doctype html><html lang="${language === 'ua' ? 'uk' : language}"><body style="font-family:Arial,sans-serif;color:#1a1a1a">
<p>${escapeHtml(texts.greeting(name))}</p>
<p>${escapeHtml(texts.body(total))}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#097950;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(texts.button)}</a></p>
<p style="font-size:12px;color:#666">${escapeHtml(link)}</p>
<p style="font-size:12px;color:#666">${escapeHtml(texts.note)}</p>
</body></html>`;
  return { to, subject: texts.subject(payment._id), text, html };
}

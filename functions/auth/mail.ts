import type { Language } from '../../shared/i18n/languages';
import { limits } from '../../shared/limits';
import type { Mail } from '../lib/adapters/mailer';

const confirmationTexts: Record<Language, { subject: string; greeting: (name: string) => string; body: string; button: string; ignore: string }> = {
  en: {
    subject: 'Confirm your e-mail',
    greeting: (name) => `Hello, ${name}!`,
    body: `Confirm your e-mail address to finish creating your account. The link is active for ${limits.emailConfirmationTtlHours} hours.`,
    button: 'Confirm e-mail',
    ignore: 'If you did not sign up, ignore this message.',
  },
  ua: {
    subject: 'Підтвердіть ваш e-mail',
    greeting: (name) => `Вітаємо, ${name}!`,
    body: `Підтвердіть адресу e-mail, щоб завершити створення облікового запису. Посилання активне ${limits.emailConfirmationTtlHours} години.`,
    button: 'Підтвердити e-mail',
    ignore: 'Якщо ви не реєструвалися, просто проігноруйте цей лист.',
  },
  pl: {
    subject: 'Potwierdź swój e-mail',
    greeting: (name) => `Witaj, ${name}!`,
    body: `Potwierdź adres e-mail, aby dokończyć zakładanie konta. Link jest aktywny przez ${limits.emailConfirmationTtlHours} godziny.`,
    button: 'Potwierdź e-mail',
    ignore: 'Jeśli to nie Ty zakładałeś konto, zignoruj tę wiadomość.',
  },
  ru: {
    subject: 'Подтвердите ваш e-mail',
    greeting: (name) => `Здравствуйте, ${name}!`,
    body: `Подтвердите адрес e-mail, чтобы завершить создание аккаунта. Ссылка активна ${limits.emailConfirmationTtlHours} часа.`,
    button: 'Подтвердить e-mail',
    ignore: 'Если вы не регистрировались, просто проигнорируйте это письмо.',
  },
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function confirmationMail(to: string, name: string, link: string, language: Language): Mail {
  const t = confirmationTexts[language];
  const text = [t.greeting(name), '', t.body, '', link, '', t.ignore].join('\n');
  const html = `<!doctype html><html lang="${language === 'ua' ? 'uk' : language}"><body style="font-family:Arial,sans-serif;color:#1a1a1a">
<p>${escapeHtml(t.greeting(name))}</p>
<p>${escapeHtml(t.body)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#097950;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(t.button)}</a></p>
<p style="font-size:12px;color:#666">${escapeHtml(link)}</p>
<p style="font-size:12px;color:#666">${escapeHtml(t.ignore)}</p>
</body></html>`;
  return { to, subject: t.subject, text, html };
}

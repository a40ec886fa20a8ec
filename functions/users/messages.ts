import { appLinks } from '../../shared/app-links';
import type { Language } from '../../shared/i18n/languages';
import type { Mail } from '../lib/adapters/mailer';

const invitation: Record<Language, { subject: (company: string) => string; body: (name: string, company: string) => string; button: string; note: string }> = {
  en: {
    subject: (company) => `You are invited to ${company}`,
    body: (name, company) => `Hello, ${name}! ${company} invites you to account for its assets. Open the link to set your password.`,
    button: 'Finish registration',
    note: 'The link works once, for 7 days.',
  },
  ua: {
    subject: (company) => `Запрошення до ${company}`,
    body: (name, company) => `Вітаємо, ${name}! ${company} запрошує вас вести облік майна. Відкрийте посилання, щоб задати пароль.`,
    button: 'Завершити реєстрацію',
    note: 'Посилання діє один раз протягом 7 днів.',
  },
  pl: {
    subject: (company) => `Zaproszenie do ${company}`,
    body: (name, company) => `Witaj, ${name}! ${company} zaprasza Cię do ewidencji majątku. Otwórz link, aby ustawić hasło.`,
    button: 'Dokończ rejestrację',
    note: 'Link działa jeden raz przez 7 dni.',
  },
  ru: {
    subject: (company) => `Приглашение в ${company}`,
    body: (name, company) => `Здравствуйте, ${name}! ${company} приглашает вас вести учёт имущества. Откройте ссылку, чтобы задать пароль.`,
    button: 'Завершить регистрацию',
    note: 'Ссылка действует один раз в течение 7 дней.',
  },
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function invitationMail(to: string, name: string, company: string, link: string, language: Language): Mail {
  const t = invitation[language];
  return {
    to,
    subject: t.subject(company),
    text: [t.body(name, company), '', link, '', t.note].join('\n'),
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1a1a1a">
<p>${escapeHtml(t.body(name, company))}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#097950;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(t.button)}</a></p>
<p style="font-size:12px;color:#666">${escapeHtml(link)}</p><p style="font-size:12px;color:#666">${escapeHtml(t.note)}</p>
</body></html>`,
  };
}

const signInHint: Record<Language, (login: string) => string> = {
  en: (login) => `Install the Assetbook app and sign in with ${login}.`,
  ua: (login) => `Встановіть застосунок Assetbook і увійдіть як ${login}.`,
  pl: (login) => `Zainstaluj aplikację Assetbook i zaloguj się jako ${login}.`,
  ru: (login) => `Установите приложение Assetbook и войдите как ${login}.`,
};

export function userAppSms(login: string, language: Language): string {
  return `${signInHint[language](login)} iOS ${appLinks.ios} Android ${appLinks.android}`;
}

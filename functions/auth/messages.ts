import type { Language } from '../../shared/i18n/languages';
import { limits } from '../../shared/limits';
import type { Mail } from '../lib/adapters/mailer';

/** Lifetime of a password reset link and of an SMS code, in minutes. */
export const resetLinkMinutes = 30;
export const codeMinutes = 10;

interface LinkMailTexts {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  button: string;
  ignore: string;
}

const hours = limits.emailConfirmationTtlHours;

const confirmation: Record<Language, LinkMailTexts> = {
  en: {
    subject: 'Confirm your e-mail',
    greeting: (name) => `Hello, ${name}!`,
    body: `Confirm your e-mail address to finish creating your account. The link is active for ${hours} hours.`,
    button: 'Confirm e-mail',
    ignore: 'If you did not sign up, ignore this message.',
  },
  ua: {
    subject: 'Підтвердіть ваш e-mail',
    greeting: (name) => `Вітаємо, ${name}!`,
    body: `Підтвердіть адресу e-mail, щоб завершити створення облікового запису. Посилання активне ${hours} години.`,
    button: 'Підтвердити e-mail',
    ignore: 'Якщо ви не реєструвалися, просто проігноруйте цей лист.',
  },
  pl: {
    subject: 'Potwierdź swój e-mail',
    greeting: (name) => `Witaj, ${name}!`,
    body: `Potwierdź adres e-mail, aby dokończyć zakładanie konta. Link jest aktywny przez ${hours} godziny.`,
    button: 'Potwierdź e-mail',
    ignore: 'Jeśli to nie Ty zakładałeś konto, zignoruj tę wiadomość.',
  },
  ru: {
    subject: 'Подтвердите ваш e-mail',
    greeting: (name) => `Здравствуйте, ${name}!`,
    body: `Подтвердите адрес e-mail, чтобы завершить создание аккаунта. Ссылка активна ${hours} часа.`,
    button: 'Подтвердить e-mail',
    ignore: 'Если вы не регистрировались, просто проигнорируйте это письмо.',
  },
};

const passwordReset: Record<Language, LinkMailTexts> = {
  en: {
    subject: 'Reset your password',
    greeting: (name) => `Hello, ${name}!`,
    body: `Someone asked to reset the password of your account. Open the link to set a new one; it works once, for ${resetLinkMinutes} minutes.`,
    button: 'Set a new password',
    ignore: 'If it was not you, ignore this message: your password stays as it is.',
  },
  ua: {
    subject: 'Відновлення пароля',
    greeting: (name) => `Вітаємо, ${name}!`,
    body: `Надійшов запит на відновлення пароля вашого облікового запису. Відкрийте посилання, щоб задати новий; воно діє один раз протягом ${resetLinkMinutes} хвилин.`,
    button: 'Задати новий пароль',
    ignore: 'Якщо це були не ви, проігноруйте цей лист: пароль залишиться без змін.',
  },
  pl: {
    subject: 'Resetowanie hasła',
    greeting: (name) => `Witaj, ${name}!`,
    body: `Otrzymaliśmy prośbę o zresetowanie hasła do Twojego konta. Otwórz link, aby ustawić nowe; działa jeden raz przez ${resetLinkMinutes} minut.`,
    button: 'Ustaw nowe hasło',
    ignore: 'Jeśli to nie Ty, zignoruj tę wiadomość: hasło pozostanie bez zmian.',
  },
  ru: {
    subject: 'Восстановление пароля',
    greeting: (name) => `Здравствуйте, ${name}!`,
    body: `Поступил запрос на восстановление пароля вашего аккаунта. Откройте ссылку, чтобы задать новый; она действует один раз в течение ${resetLinkMinutes} минут.`,
    button: 'Задать новый пароль',
    ignore: 'Если это были не вы, проигнорируйте письмо: пароль останется прежним.',
  },
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function linkMail(texts: LinkMailTexts, to: string, name: string, link: string, language: Language): Mail {
  const text = [texts.greeting(name), '', texts.body, '', link, '', texts.ignore].join('\n');
  const html = `<!doctype html><html lang="${language === 'ua' ? 'uk' : language}"><body style="font-family:Arial,sans-serif;color:#1a1a1a">
<p>${escapeHtml(texts.greeting(name))}</p>
<p>${escapeHtml(texts.body)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#097950;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(texts.button)}</a></p>
<p style="font-size:12px;color:#666">${escapeHtml(link)}</p>
<p style="font-size:12px;color:#666">${escapeHtml(texts.ignore)}</p>
</body></html>`;
  return { to, subject: texts.subject, text, html };
}

export function confirmationMail(to: string, name: string, link: string, language: Language): Mail {
  return linkMail(confirmation[language], to, name, link, language);
}

export function passwordResetMail(to: string, name: string, link: string, language: Language): Mail {
  return linkMail(passwordReset[language], to, name, link, language);
}

export type CodePurpose = 'phone-verification' | 'password-reset';

const codeTexts: Record<CodePurpose, Record<Language, (code: string) => string>> = {
  'phone-verification': {
    en: (code) => `${code} is your phone confirmation code. It is valid for ${codeMinutes} minutes.`,
    ua: (code) => `${code} — ваш код підтвердження телефону. Дійсний ${codeMinutes} хвилин.`,
    pl: (code) => `${code} to Twój kod potwierdzenia telefonu. Ważny przez ${codeMinutes} minut.`,
    ru: (code) => `${code} — ваш код подтверждения телефона. Действует ${codeMinutes} минут.`,
  },
  'password-reset': {
    en: (code) => `${code} is your password reset code. It is valid for ${codeMinutes} minutes. If you did not ask for it, ignore this message.`,
    ua: (code) => `${code} — ваш код для відновлення пароля. Дійсний ${codeMinutes} хвилин. Якщо ви його не запитували, проігноруйте повідомлення.`,
    pl: (code) => `${code} to Twój kod do zresetowania hasła. Ważny przez ${codeMinutes} minut. Jeśli o niego nie prosiłeś, zignoruj wiadomość.`,
    ru: (code) => `${code} — ваш код для восстановления пароля. Действует ${codeMinutes} минут. Если вы его не запрашивали, проигнорируйте сообщение.`,
  },
};

export function codeSms(purpose: CodePurpose, code: string, language: Language): string {
  return codeTexts[purpose][language](code);
}

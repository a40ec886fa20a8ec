import type { Language } from '../../shared/i18n/languages';
import { sendMail, type Mail } from '../lib/adapters/mailer';
import { takeSlot } from '../lib/auth/limits';
import { env } from '../lib/env';
import { isAppError } from '../lib/http/errors';
import type { Logger } from '../lib/http/logger';
import { logGuessingMail } from '../lib/http/security-log';
import type { UserRecord } from '../users/public';
import type { AccountFailures } from './sign-in-guard';

/** The owner hears of guessing at most once in this many hours, however long it goes on. */
export const guessingMailEveryHours = 6;

interface GuessingTexts {
  subject: string;
  greeting: (name: string) => string;
  body: (minutes: number) => string;
  counts: (failures: number, addresses: number) => string;
  notLocked: string;
  advice: string;
  button: string;
}

const texts: Record<Language, GuessingTexts> = {
  en: {
    subject: 'Someone is trying passwords on your account',
    greeting: (name) => `Hello, ${name}!`,
    body: (minutes) => `In the last ${minutes} minutes someone tried to sign in to your Assetbook account with wrong passwords.`,
    counts: (failures, addresses) => `Failed attempts: ${failures}. Different addresses: ${addresses}.`,
    notLocked: 'Your account is not locked: you can sign in as usual, while the guessing is slowed down.',
    advice: 'If it was not you, change your password to a long one you use nowhere else.',
    button: 'Change password',
  },
  ua: {
    subject: 'Хтось підбирає пароль до вашого облікового запису',
    greeting: (name) => `Вітаємо, ${name}!`,
    body: (minutes) => `За останні ${minutes} хвилин хтось намагався увійти до вашого облікового запису Assetbook з неправильними паролями.`,
    counts: (failures, addresses) => `Невдалих спроб: ${failures}. Різних адрес: ${addresses}.`,
    notLocked: 'Обліковий запис не заблоковано: ви входите як звичайно, а підбір пароля сповільнено.',
    advice: 'Якщо це були не ви, змініть пароль на довгий, який ви ніде більше не використовуєте.',
    button: 'Змінити пароль',
  },
  pl: {
    subject: 'Ktoś próbuje odgadnąć hasło do Twojego konta',
    greeting: (name) => `Witaj, ${name}!`,
    body: (minutes) => `W ciągu ostatnich ${minutes} minut ktoś próbował zalogować się na Twoje konto Assetbook, podając błędne hasła.`,
    counts: (failures, addresses) => `Nieudane próby: ${failures}. Różne adresy: ${addresses}.`,
    notLocked: 'Konto nie jest zablokowane: logujesz się jak zwykle, a zgadywanie hasła jest spowolnione.',
    advice: 'Jeśli to nie Ty, zmień hasło na długie, którego nie używasz nigdzie indziej.',
    button: 'Zmień hasło',
  },
  ru: {
    subject: 'Кто-то подбирает пароль к вашему аккаунту',
    greeting: (name) => `Здравствуйте, ${name}!`,
    body: (minutes) => `За последние ${minutes} минут кто-то пытался войти в ваш аккаунт Assetbook с неверными паролями.`,
    counts: (failures, addresses) => `Неудачных попыток: ${failures}. Разных адресов: ${addresses}.`,
    notLocked: 'Аккаунт не заблокирован: вы входите как обычно, а подбор пароля замедлен.',
    advice: 'Если это были не вы, смените пароль на длинный, который вы больше нигде не используете.',
    button: 'Сменить пароль',
  },
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function guessingMail(user: Pick<UserRecord, 'email' | 'firstName'>, seen: AccountFailures, windowMinutes: number, language: Language): Mail {
  const t = texts[language];
  const link = `${env().APP_URL.replace(/\/$/, '')}/settings`;
  const paragraphs = [t.greeting(user.firstName), t.body(windowMinutes), t.counts(seen.failures, seen.addresses), t.notLocked, t.advice];
  return {
    to: user.email,
    subject: t.subject,
    text: [...paragraphs, link].join('\n\n'),
    html: `<!doctype html><html lang="${language === 'ua' ? 'uk' : language}"><body style="font-family:Arial,sans-serif;color:#1a1a1a">
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#097950;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(t.button)}</a></p>
</body></html>`,
  };
}

/**
 * Tells the owner their account is being guessed at, at most once per guessingMailEveryHours. Only a
 * confirmed e-mail is written to (an unconfirmed one may not be the owner's). A failed send gives the
 * slot back and is logged; the sign-in answer never depends on it.
 */
export async function tellOwnerOfGuessing(user: UserRecord, seen: AccountFailures, windowMinutes: number, log: Logger): Promise<void> {
  if (!user.email_approved) return;
  let release: () => Promise<void>;
  try {
    release = await takeSlot('guessing-mail', user._id, guessingMailEveryHours * 3600);
  } catch (error) {
    if (isAppError(error) && error.errorName === 'NotNow') return;
    throw error;
  }
  try {
    await sendMail(guessingMail(user, seen, windowMinutes, user.language));
    logGuessingMail(log, { accountId: user._id, ...seen });
  } catch (error) {
    await release();
    log.warn('guessing mail not sent', { accountId: user._id, error: (error as Error).name });
  }
}

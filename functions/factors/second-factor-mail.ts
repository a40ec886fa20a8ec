import type { Language } from '../../shared/i18n/languages';
import { sendMail, type Mail } from '../lib/adapters/mailer';
import { env } from '../lib/env';
import type { Logger } from '../lib/http/logger';
import type { UserRecord } from '../users/public';

/** Which factor changed: the authenticator app, or a passkey (named). */
export type Factor = { kind: 'totp' } | { kind: 'passkey'; name: string };

/** Which change the owner is told of. */
export type FactorChange = 'added' | 'removed';

interface FactorTexts {
  subject: Record<FactorChange, string>;
  greeting: (name: string) => string;
  body: Record<FactorChange, string>;
  advice: string;
  button: string;
  passkey: { subject: Record<FactorChange, string>; body: Record<FactorChange, (name: string) => string>; advice: string };
}

const texts: Record<Language, FactorTexts> = {
  en: {
    subject: { added: 'Two-step verification is on', removed: 'Two-step verification is off' },
    greeting: (name) => `Hello, ${name}!`,
    body: {
      added: 'An authenticator app was added to your Assetbook account: from now on, signing in asks for its code after your password.',
      removed: 'Two-step verification was turned off on your Assetbook account: signing in asks for your password only.',
    },
    advice: 'If it was not you, change your password at once and turn two-step verification on again in the settings.',
    button: 'Open settings',
    passkey: {
      subject: { added: 'A passkey was added', removed: 'A passkey was removed' },
      body: {
        added: (name) => `A passkey "${name}" was added to your Assetbook account: it signs you in without a password and answers two-step verification.`,
        removed: (name) => `The passkey "${name}" was removed from your Assetbook account: it no longer signs you in.`,
      },
      advice: 'If it was not you, change your password at once and check the passkeys in the settings.',
    },
  },
  ua: {
    subject: { added: 'Двоетапну перевірку увімкнено', removed: 'Двоетапну перевірку вимкнено' },
    greeting: (name) => `Вітаємо, ${name}!`,
    body: {
      added: 'До вашого облікового запису Assetbook додано застосунок-автентифікатор: відтепер під час входу після пароля потрібен його код.',
      removed: 'Двоетапну перевірку вашого облікового запису Assetbook вимкнено: для входу потрібен лише пароль.',
    },
    advice: 'Якщо це були не ви, негайно змініть пароль і знову увімкніть двоетапну перевірку в налаштуваннях.',
    button: 'Відкрити налаштування',
    passkey: {
      subject: { added: 'Додано ключ доступу', removed: 'Видалено ключ доступу' },
      body: {
        added: (name) => `До вашого облікового запису Assetbook додано ключ доступу «${name}»: з ним можна увійти без пароля і пройти двоетапну перевірку.`,
        removed: (name) => `Ключ доступу «${name}» видалено з вашого облікового запису Assetbook: з ним більше не можна увійти.`,
      },
      advice: 'Якщо це були не ви, негайно змініть пароль і перевірте ключі доступу в налаштуваннях.',
    },
  },
  pl: {
    subject: { added: 'Weryfikacja dwuetapowa jest włączona', removed: 'Weryfikacja dwuetapowa jest wyłączona' },
    greeting: (name) => `Witaj, ${name}!`,
    body: {
      added: 'Do Twojego konta Assetbook dodano aplikację uwierzytelniającą: od teraz logowanie wymaga jej kodu po haśle.',
      removed: 'Weryfikacja dwuetapowa Twojego konta Assetbook została wyłączona: logowanie wymaga tylko hasła.',
    },
    advice: 'Jeśli to nie Ty, natychmiast zmień hasło i ponownie włącz weryfikację dwuetapową w ustawieniach.',
    button: 'Otwórz ustawienia',
    passkey: {
      subject: { added: 'Dodano klucz dostępu', removed: 'Usunięto klucz dostępu' },
      body: {
        added: (name) => `Do Twojego konta Assetbook dodano klucz dostępu „${name}”: loguje bez hasła i zastępuje weryfikację dwuetapową.`,
        removed: (name) => `Klucz dostępu „${name}” został usunięty z Twojego konta Assetbook: nie można się już nim zalogować.`,
      },
      advice: 'Jeśli to nie Ty, natychmiast zmień hasło i sprawdź klucze dostępu w ustawieniach.',
    },
  },
  ru: {
    subject: { added: 'Двухэтапная проверка включена', removed: 'Двухэтапная проверка выключена' },
    greeting: (name) => `Здравствуйте, ${name}!`,
    body: {
      added: 'К вашему аккаунту Assetbook добавлено приложение-аутентификатор: теперь при входе после пароля нужен его код.',
      removed: 'Двухэтапная проверка вашего аккаунта Assetbook выключена: для входа нужен только пароль.',
    },
    advice: 'Если это были не вы, сразу смените пароль и снова включите двухэтапную проверку в настройках.',
    button: 'Открыть настройки',
    passkey: {
      subject: { added: 'Добавлен ключ доступа', removed: 'Удалён ключ доступа' },
      body: {
        added: (name) => `К вашему аккаунту Assetbook добавлен ключ доступа «${name}»: с ним можно войти без пароля и пройти двухэтапную проверку.`,
        removed: (name) => `Ключ доступа «${name}» удалён из вашего аккаунта Assetbook: с ним больше нельзя войти.`,
      },
      advice: 'Если это были не вы, сразу смените пароль и проверьте ключи доступа в настройках.',
    },
  },
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function secondFactorMail(user: Pick<UserRecord, 'email' | 'firstName'>, change: FactorChange, language: Language, factor: Factor = { kind: 'totp' }): Mail {
  const t = texts[language];
  const link = `${env().APP_URL.replace(/\/$/, '')}/settings`;
  const paragraphs =
    factor.kind === 'passkey'
      ? [t.greeting(user.firstName), t.passkey.body[change](factor.name), t.passkey.advice]
      : [t.greeting(user.firstName), t.body[change], t.advice];
  return {
    to: user.email,
    subject: factor.kind === 'passkey' ? t.passkey.subject[change] : t.subject[change],
    text: [...paragraphs, link].join('\n\n'),
    html: `<!doctype html><html lang="${language === 'ua' ? 'uk' : language}"><body style="font-family:Arial,sans-serif;color:#1a1a1a">
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#097950;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(t.button)}</a></p>
</body></html>`,
  };
}

/**
 * Tells the owner a factor was added or removed, in their language, at their confirmed e-mail (an
 * unconfirmed one may not be theirs). The change itself never depends on the mail: a failed send is logged.
 */
export async function tellOwnerOfFactorChange(user: UserRecord, change: FactorChange, log: Logger, factor: Factor = { kind: 'totp' }): Promise<void> {
  if (!user.email_approved) return;
  try {
    await sendMail(secondFactorMail(user, change, user.language, factor));
  } catch (error) {
    log.warn('second factor mail not sent', { accountId: user._id, change, factor: factor.kind, error: (error as Error).name });
  }
}

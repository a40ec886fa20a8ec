import type { Language } from '../../shared/i18n/languages';
import type { Mail } from '../lib/adapters/mailer';
import type { NotificationText } from './texts';
import { mailTexts } from './texts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The e-mail of one notification, in the recipient's language (the layout of the other link e-mails). */
export function notificationMail(to: string, name: string, content: NotificationText, link: string, language: Language): Mail {
  const texts = mailTexts[language];
  const text = [texts.greeting(name), '', content.body, '', link, '', texts.footer].join('\n');
  const html = `<!doctype html><html lang="${language === 'ua' ? 'uk' : language}"><body style="font-family:Arial,sans-serif;color:#1a1a1a">
<p>${escapeHtml(texts.greeting(name))}</p>
<p>${escapeHtml(content.body)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#097950;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(content.button ?? texts.button)}</a></p>
<p style="font-size:12px;color:#666">${escapeHtml(link)}</p>
<p style="font-size:12px;color:#666">${escapeHtml(texts.footer)}</p>
</body></html>`;
  return { to, subject: content.title, text, html };
}

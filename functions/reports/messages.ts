import type { Language } from '../../shared/i18n/languages';
import type { Mail } from '../lib/adapters/mailer';
import { reportLinkDays } from './store';
import { reportTexts } from './texts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The report's link e-mailed to an address other than the requester's, in the requester's language
 * (the layout of the other link e-mails). The requester gets the link in the report_done notification.
 */
export function reportForwardMail(to: string, requester: string, link: string, rows: number, language: Language): Mail {
  const texts = reportTexts[language].mail;
  const body = texts.body(requester, rows, reportLinkDays);
  const text = [texts.greeting, '', body, '', link, '', texts.note].join('\n');
  const html = `<!doctype html><html lang="${language === 'ua' ? 'uk' : language}"><body style="font-family:Arial,sans-serif;color:#1a1a1a">
<p>${escapeHtml(texts.greeting)}</p>
<p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#097950;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(texts.button)}</a></p>
<p style="font-size:12px;color:#666">${escapeHtml(link)}</p>
<p style="font-size:12px;color:#666">${escapeHtml(texts.note)}</p>
</body></html>`;
  return { to, subject: texts.subject, text, html };
}

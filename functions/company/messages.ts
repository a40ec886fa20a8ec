import { appLinks } from '../../shared/app-links';
import type { Language } from '../../shared/i18n/languages';
import type { SupportInput } from '../../shared/schemas/company';
import type { Mail } from '../lib/adapters/mailer';

const appLinksTexts: Record<Language, string> = {
  en: 'Assetbook mobile app',
  ua: 'Мобільний застосунок Assetbook',
  pl: 'Aplikacja mobilna Assetbook',
  ru: 'Мобильное приложение Assetbook',
};

export function appLinksSms(language: Language): string {
  return `${appLinksTexts[language]}: iOS ${appLinks.ios} Android ${appLinks.android}`;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The support team reads English; the message itself is the user's own words. */
export function supportMail(to: string, input: SupportInput, context: { companyTitle: string; userId: string; companyId: string }): Mail {
  const lines = [
    `From: ${input.name} <${input.email}>${input.phone ? `, ${input.phone}` : ''}`,
    `Company: ${context.companyTitle} (${context.companyId}), user ${context.userId}`,
    `Page: ${input.location ?? '-'}`,
    '',
    input.message,
  ];
  return {
    to,
    subject: `Support request from ${input.name} (${context.companyTitle})`,
    text: lines.join('\n'),
    html: `<pre style="font-family:Arial,sans-serif;white-space:pre-wrap">${escapeHtml(lines.join('\n'))}</pre>`,
  };
}

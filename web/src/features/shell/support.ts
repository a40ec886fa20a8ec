/** Contacts of the support block in the menu footer. */
export const supportContacts = {
  botUrl: 'https://t.me/assetbook_support_bot',
  phone: '+380 44 000 00 00',
  email: 'support@assetbook.app',
  appStoreUrl: 'https://apps.apple.com/app/assetbook',
  googlePlayUrl: 'https://play.google.com/store/apps/details?id=app.assetbook',
} as const;

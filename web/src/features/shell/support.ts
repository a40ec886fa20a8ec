/** Contacts of the support block in the menu footer. */
export const supportContacts = {
  botUrl: 'https://t.me/assetbook_support_bot',
  phone: '+380 44 000 00 00',
  email: 'support@assetbook.app',
} as const;

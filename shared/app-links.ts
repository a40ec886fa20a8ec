/** Store pages of the mobile apps, used by the web's support block, the finish screen and app-link SMS. */
export const appLinks = {
  ios: 'https://apps.apple.com/app/assetbook/id6450000000',
  android: 'https://play.google.com/store/apps/details?id=app.assetbook.mobile',
} as const;

/** Store pages of the companion mobile apps (the menu's support block, the finish-registration card). */
export const mobileApps = {
  appStoreUrl: 'https://apps.apple.com/app/assetbook',
  googlePlayUrl: 'https://play.google.com/store/apps/details?id=app.assetbook',
} as const;

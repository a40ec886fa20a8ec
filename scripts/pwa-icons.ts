import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/**
 * Draws the installed app's PNG icons from the panel's logo (web/public/icons/icon.svg, the favicon of
 * index.html): the sizes Chrome asks for to install (192, 512), the same as maskable icons (the
 * logo's bars inside the safe circle on a full green square, since the launcher cuts its own shape)
 * and the 180 px apple-touch-icon iOS puts on the home screen. Run `npx tsx scripts/pwa-icons.ts`
 * after changing the logo; the PNGs are committed.
 */
const folder = path.join(import.meta.dirname, '../web/public/icons');
const logo = readFileSync(path.join(folder, 'icon.svg'), 'utf8');
const green = '#097950';

/** The logo's bars alone, centred in a full-bleed square at 70% of its size (the safe zone is the middle 80% circle). */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${green}"/><g transform="translate(16 16) scale(0.7) translate(-16 -17.5)"><path d="M9 11h14v3H9zm0 5h14v3H9zm0 5h9v3H9z" fill="#fff"/></g></svg>`;
/** iOS rounds the corners itself and shows transparency as black: a full square. */
const apple = logo.replace('rx="7" ', '');

const icons: { file: string; svg: string; size: number }[] = [
  { file: 'pwa-192x192.png', svg: logo, size: 192 },
  { file: 'pwa-512x512.png', svg: logo, size: 512 },
  { file: 'maskable-192x192.png', svg: maskable, size: 192 },
  { file: 'maskable-512x512.png', svg: maskable, size: 512 },
  { file: 'apple-touch-icon-180x180.png', svg: apple, size: 180 },
];

for (const icon of icons) {
  await sharp(Buffer.from(icon.svg), { density: (72 * icon.size) / 32 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(folder, icon.file));
  console.log(`${icon.file} ${icon.size}x${icon.size}`);
}

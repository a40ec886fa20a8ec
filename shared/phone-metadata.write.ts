import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { MetadataJson } from 'libphonenumber-js/core';
import minMetadata from 'libphonenumber-js/metadata.min.json';

/**
 * `npx tsx shared/phone-metadata.write.ts`: writes phone-metadata.json, libphonenumber-js's "min"
 * metadata without the number formats. normalizePhone only parses and checks lengths, which never
 * read the formats (only formatting does), and they are 60% of the metadata: without them the
 * functions that take phones stay within their size budget. phone-metadata.test.ts fails while the
 * file does not match the installed library and checks that parsing answers the same.
 */
export const phoneMetadataFile = fileURLToPath(new URL('./phone-metadata.json', import.meta.url));

/** Index of the formats in a numbering plan of metadata version 4 (the "min" layout). */
const formatsIndex = 4;

type Plan = unknown[];

export function phoneMetadataText(): string {
  const source = minMetadata as unknown as MetadataJson & { countries: Record<string, Plan>; nonGeographic?: Record<string, Plan> };
  const withoutFormats = (plans: Record<string, Plan> = {}) =>
    Object.fromEntries(Object.entries(plans).map(([key, plan]) => [key, plan.map((value, index) => (index === formatsIndex ? [] : value))]));
  return `${JSON.stringify({ ...source, countries: withoutFormats(source.countries), nonGeographic: withoutFormats(source.nonGeographic) })}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(phoneMetadataFile, phoneMetadataText());
  console.log(`Wrote ${phoneMetadataFile}`);
}

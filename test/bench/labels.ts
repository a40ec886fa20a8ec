import { labelsPdf } from '../../functions/labels/pdf';
import { newLabelCode } from '../../functions/lib/label-codes';
import { labelFormatIds, labelFormats, labelUrl } from '../../shared/label-formats';

/** The budget of issue 8: 1,000 labels in one PDF in under 5 s and under 3 MB. */
const labelCount = 1000;
const timeBudgetMs = 5000;
const sizeBudgetBytes = 3 * 1024 * 1024;

/**
 * `npm run bench -- labels`: 1,000 labels in one PDF in each format, as generate prints them (new codes,
 * the company name) and as item labels print (a Cyrillic title too, the heavier case); the first run
 * of the process includes reading the font.
 */
export async function labelsBench(): Promise<void> {
  const appUrl = 'https://d111111abcdef8.cloudfront.net';
  const company = 'ТОВ «Склад і Ко» / Warehouse & Co';
  let pass = true;
  console.log(`\nLabels: ${labelCount} labels in one PDF (budget < ${timeBudgetMs / 1000} s, < ${sizeBudgetBytes / 1024 / 1024} MB)`);
  console.log('format    content           pages      time       size   result');
  for (const titled of [false, true]) {
    for (const format of labelFormatIds) {
      const labels = Array.from({ length: labelCount }, (_, index) => {
        const code = newLabelCode();
        return { code, url: labelUrl(appUrl, code), company, title: titled ? `Ноутбук Lenovo ThinkPad X1 Carbon, інв. № ${index + 1}` : null };
      });
      const started = performance.now();
      const pdf = await labelsPdf(format, labels, 'bench');
      const ms = performance.now() - started;
      const ok = ms < timeBudgetMs && pdf.length < sizeBudgetBytes;
      pass &&= ok;
      console.log(
        [
          format.padEnd(9),
          (titled ? 'code+company+title' : 'code+company').padEnd(18),
          String(Math.ceil(labelCount / (labelFormats[format].columns * labelFormats[format].rows))).padStart(5),
          `${(ms / 1000).toFixed(2)} s`.padStart(9),
          `${(pdf.length / 1024 / 1024).toFixed(2)} MB`.padStart(10),
          ok ? '  PASS' : '  FAIL',
        ].join(' '),
      );
    }
  }
  console.log(pass ? 'PASS' : 'FAIL');
  if (!pass) process.exitCode = 1;
}

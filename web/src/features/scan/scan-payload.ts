import { codeFromScan } from '../../../../shared/label-formats';
import { markBody } from '../../../../shared/schemas/items';

/**
 * The item code a scanned QR text (or a typed code) stands for: a label's URL (`<app>/q/<code>`, any
 * host: a label printed by another deployment still names the code) gives its code, plain text is the
 * code itself. Null when it cannot be a code (the rule the mark call applies), such as an unrelated
 * web address or a text with spaces.
 */
export function scannedCode(text: string): string | null {
  const code = codeFromScan(text);
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(code)) return null;
  const checked = markBody.shape.code.safeParse(code);
  return checked.success ? checked.data : null;
}

/**
 * One spelling per e-mail address, on the server and in the browser: an address claims an account
 * under this form, so two spellings that look alike can never hold two accounts.
 *
 * - invisible characters (format characters such as zero-width spaces, soft hyphens, byte order
 *   marks, and other default-ignorable code points) are dropped;
 * - Unicode NFKC folds compatibility forms (fullwidth letters, ligatures, circled digits) into their
 *   plain letters;
 * - white space is dropped (the spec's rule for the e-mail fields) and letters are lowercased;
 * - a non-ASCII domain becomes its ASCII (IDNA, punycode) form, so `bü.de` and `xn--b-hva.de` are one.
 *
 * The result of anything that is not an address still fails `isEmailAddress`.
 */
// Built on first use: a Unicode property class costs about a millisecond to compile, which every
// function that bundles the schemas would otherwise pay at start-up.
let invisiblePattern: RegExp | undefined;
const invisible = () => (invisiblePattern ??= new RegExp('[\\p{Cf}\\p{Default_Ignorable_Code_Point}]', 'gu'));
/** Characters that would make the URL parser read a domain as something else (port, path, escape). */
const urlSyntax = /[/\\?#@:%[\]]/;

export function normalizeEmail(input: string): string {
  const folded = input.replace(invisible(), '').normalize('NFKC').replace(invisible(), '').replace(/\s/g, '').toLowerCase().normalize('NFKC');
  const at = folded.lastIndexOf('@');
  if (at < 0) return folded;
  return `${folded.slice(0, at + 1)}${asciiDomain(folded.slice(at + 1))}`;
}

/** The ASCII form of a domain; a domain that has no such form is left as it is (and then fails the address check). */
function asciiDomain(domain: string): string {
  // eslint-disable-next-line no-control-regex
  if (/^[\x00-\x7f]*$/.test(domain) || urlSyntax.test(domain)) return domain;
  try {
    // WHATWG URL host parsing applies UTS #46 (IDNA) in Node and in browsers alike.
    return new URL(`http://${domain}/`).hostname;
  } catch {
    return domain;
  }
}

let localPartPattern: RegExp | undefined;
const localPart = () => (localPartPattern ??= new RegExp('^[^@\\s\\p{C}]{1,64}$', 'u'));
/** Dot-separated labels of ASCII letters, digits and hyphens; the last one has a letter (no IP literals). */
const domainPart = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** Whether an already normalized string is an address a claim can be made for. */
export function isEmailAddress(email: string): boolean {
  if (email.length > 254) return false;
  const at = email.lastIndexOf('@');
  if (at < 0) return false;
  return localPart().test(email.slice(0, at)) && domainPart.test(email.slice(at + 1));
}

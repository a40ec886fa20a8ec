import { AppError } from './errors';

/**
 * API Gateway hands the functions path parameters already percent-decoded. A malformed escape
 * (`%E0%A4%A`, `%ZZ`) cannot decode to the text a client meant: decoders leave U+FFFD (or a lone
 * surrogate) for it, and the local gateway does the same (infra/local/gateway.ts). Such a
 * parameter, or one with control characters, is a ValidationError of that parameter rather than an
 * id that is looked up (or a decoder's exception, a 500). A parameter the gateway left undecoded is
 * plain text to us and is looked up like any other id.
 */
// U+FFFD, lone surrogates, control characters (C0, DEL, C1): written as ranges, as a Unicode
// property class would cost every function a compile at start-up.
// eslint-disable-next-line no-control-regex
const notText = /[\uFFFD\uD800-\uDFFF\u0000-\u001F\u007F-\u009F]/u;

export function checkedPathParams(pathParameters: Record<string, string | undefined> | undefined): Record<string, string> {
  const params: Record<string, string> = {};
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(pathParameters ?? {})) {
    if (value === undefined) continue;
    if (notText.test(value)) fields[name] = 'invalid_rule_encoding';
    params[name] = value;
  }
  if (Object.keys(fields).length > 0) throw new AppError('ValidationError', { fields });
  return params;
}

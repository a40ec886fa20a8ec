import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '../../shared/i18n/errors';
import { api } from '../support/api';
import { registerUser, storedPasswordHash, uniquePhone } from '../support/factories';
import { storedUser } from '../support/users';

/**
 * SES and SNS stand-ins that refuse every message, as the real services do for a rejected address
 * or number. This file's functions send through them, so the mail and SMS adapters really fail.
 */
function refusingUpstream(): Promise<{ endpoint: string; server: Server }> {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      if (request.url?.startsWith('/v2/email')) {
        response.writeHead(400, { 'content-type': 'application/json', 'x-amzn-errortype': 'MessageRejected' });
        response.end(JSON.stringify({ message: 'Email address is not verified.' }));
        return;
      }
      response.writeHead(400, { 'content-type': 'text/xml' });
      response.end(
        '<ErrorResponse xmlns="http://sns.amazonaws.com/doc/2010-03-31/"><Error><Type>Sender</Type><Code>InvalidParameter</Code>' +
          '<Message>Invalid parameter: PhoneNumber</Message></Error><RequestId>refused</RequestId></ErrorResponse>',
      );
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ endpoint: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, server });
    });
  });
}

let upstream: Awaited<ReturnType<typeof refusingUpstream>>;

beforeAll(async () => {
  upstream = await refusingUpstream();
  process.env.AWS_ENDPOINT_URL_SESV2 = upstream.endpoint;
  process.env.AWS_ENDPOINT_URL_SNS = upstream.endpoint;
});
afterAll(() => new Promise<void>((resolve) => upstream.server.close(() => resolve())));

describe('upstream failures reach the client under their own names', () => {
  it('a refused e-mail answers 502 EmailSendError with its message, and the request may be repeated', async () => {
    const user = await storedUser({ email_approved: true, passwordHash: storedPasswordHash() });
    for (let attempt = 0; attempt < 2; attempt++) {
      const answer = await api('POST', '/auth/forgot', { body: { key: user.email }, lang: 'en' });
      expect([answer.status, answer.body]).toEqual([502, { error: 'EmailSendError', message: errorMessages.en.EmailSendError }]);
    }
  });

  it('a refused SMS answers 502 SmsSendError with its message in the caller language', async () => {
    // Registration itself succeeds without its e-mail: the verification screen offers a resend.
    const registered = await registerUser();
    const answer = await api('POST', '/auth/send_sms', { body: { token: registered.token, phone: uniquePhone() }, lang: 'pl' });
    expect([answer.status, answer.body]).toEqual([502, { error: 'SmsSendError', message: errorMessages.pl.SmsSendError }]);
  });
});

import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { env, required } from '../env';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

let client: SESv2Client | undefined;

/** Sends through SES v2; on the local stack AWS_ENDPOINT_URL_SESV2 points at the mail catcher. */
export async function sendMail(mail: Mail): Promise<void> {
  client ??= new SESv2Client({});
  await client.send(
    new SendEmailCommand({
      FromEmailAddress: required('MAIL_FROM'),
      Destination: { ToAddresses: [mail.to] },
      ConfigurationSetName: env().SES_CONFIGURATION_SET,
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
        },
      },
    }),
  );
}

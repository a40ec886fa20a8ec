import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';

let client: SNSClient | undefined;

/**
 * Sends a transactional SMS through Amazon SNS. On the local stack AWS_ENDPOINT_URL_SNS points at
 * the SMS outbox (infra/local/sms-outbox.ts), which shows the messages in the browser.
 */
export async function sendSms(phone: string, message: string): Promise<void> {
  client ??= new SNSClient({});
  await client.send(
    new PublishCommand({
      PhoneNumber: phone,
      Message: message,
      MessageAttributes: { 'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' } },
    }),
  );
}

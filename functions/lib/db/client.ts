import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { required } from '../env';

let documentClient: DynamoDBDocumentClient | undefined;

/** One client per container; the endpoint comes from AWS_ENDPOINT_URL_DYNAMODB when set (local stack). */
export function db(): DynamoDBDocumentClient {
  documentClient ??= DynamoDBDocumentClient.from(new DynamoDBClient({}), {
    marshallOptions: { removeUndefinedValues: true },
  });
  return documentClient;
}

export function tableName(): string {
  return required('TABLE_NAME');
}

import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';

/** A single conditional write (Put, Update, Delete) was refused because its condition did not hold. */
export const isConditionFailure = (error: unknown): boolean => error instanceof ConditionalCheckFailedException;

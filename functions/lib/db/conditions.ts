import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';

/** A single conditional write (Put, Update, Delete) was refused because its condition did not hold. */
export const isConditionFailure = (error: unknown): boolean => error instanceof ConditionalCheckFailedException;

/** Awaits a conditional write; answers whether it was made (false: its condition did not hold). */
export async function madeIf(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

// SQS worker entry; being written in this session.
export const handler = async (): Promise<unknown> => ({ batchItemFailures: [] });

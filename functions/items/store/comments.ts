import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/db/client';
import { keys, type Key } from '../../lib/db/keys';
import { countMatching, readInOrder } from '../../lib/db/queries';
import { conditionalUpdate } from '../../lib/db/writes';
import { AppError } from '../../lib/http/errors';

/** A comment as stored: in its item's comments partition (keys.itemComment), the author's name copied at writing. */
export interface CommentRecord extends Key {
  entity: 'comment';
  _id: string;
  itemId: string;
  userId: string;
  userName: string;
  message: string;
  photos: { name: string }[];
  createdAt: string;
  updatedAt: string;
}

/** Access pattern: one comment of an item, read consistently; null when there is none. */
export async function commentById(companyId: string, itemId: string, commentId: string): Promise<CommentRecord | null> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: keys.itemComment(companyId, itemId, commentId), ConsistentRead: true }));
  return (answer.Item as CommentRecord | undefined) ?? null;
}

function commentsQuery(companyId: string, itemId: string): QueryCommandInput {
  return { TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.itemCommentsOf(companyId, itemId).pk } };
}

/** Access pattern: a page of an item's comments, newest first, with how many it has (one COUNT query). */
export async function newestComments(companyId: string, itemId: string, page: { limit: number; offset: number }) {
  const query: QueryCommandInput = { ...commentsQuery(companyId, itemId), ScanIndexForward: false };
  const [records, count] = await Promise.all([readInOrder<CommentRecord>(query, page.offset + page.limit), countMatching(query)]);
  return { records: records.slice(page.offset), count };
}

/** Access pattern: every comment of an item. */
export function commentsOfItem(companyId: string, itemId: string): Promise<CommentRecord[]> {
  return readInOrder<CommentRecord>(commentsQuery(companyId, itemId), Infinity);
}

export async function putComment(record: CommentRecord): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: record }));
}

/** A comment's new message, only while the comment exists. */
export async function setCommentMessage(companyId: string, itemId: string, commentId: string, message: string, at: string): Promise<void> {
  await db().send(
    new UpdateCommand(
      conditionalUpdate(keys.itemComment(companyId, itemId, commentId), {
        update: 'SET message = :message, updatedAt = :at',
        condition: 'attribute_exists(pk)',
        values: { ':message': message, ':at': at },
      }),
    ),
  );
}

/**
 * Adds photos to a comment, only while it still has the `seen` number of photos read, so two
 * simultaneous additions cannot pass the limit (the other gets ConcurrentChange).
 */
export async function appendCommentPhotos(companyId: string, itemId: string, commentId: string, change: { added: { name: string }[]; seen: number; at: string }): Promise<void> {
  try {
    await db().send(
      new UpdateCommand(
        conditionalUpdate(keys.itemComment(companyId, itemId, commentId), {
          update: 'SET photos = list_append(photos, :added), updatedAt = :at',
          condition: 'size(photos) = :seen',
          values: { ':added': change.added, ':at': change.at, ':seen': change.seen },
        }),
      ),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new AppError('ConcurrentChange');
    throw error;
  }
}

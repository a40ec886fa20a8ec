import { GetCommand, PutCommand, UpdateCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { planHas } from '../../../shared/plans';
import { photoRules } from '../../../shared/photos';
import type { Comment } from '../../../shared/schemas/photos';
import { displayName } from '../../../shared/schemas/users';
import { companyPlan } from '../../lib/auth/company-plan';
import { batchDelete } from '../../lib/db/batches';
import { db, tableName } from '../../lib/db/client';
import { keys, sortableId, type Key } from '../../lib/db/keys';
import { countMatching, readInOrder } from '../../lib/db/queries';
import type { Tenant } from '../../lib/http/session';
import { AppError } from '../../lib/http/errors';
import { getUser } from '../../users/public';
import { readItem } from '../store/changes';
import { attachChecked, checkUploads } from './uploads';
import { removePhotos } from './storage';

/** A comment as stored: in its item's comments partition (keys.itemComment), the author's name copied at writing. */
interface CommentRecord extends Key {
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

function toComment(record: CommentRecord): Comment {
  return {
    _id: record._id,
    user: { _id: record.userId, name: record.userName },
    message: record.message,
    photos: record.photos,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

/** Photos in comments are storage like item photos: the plan must have it. */
async function requireStorage(tenant: Tenant): Promise<void> {
  const plan = await companyPlan(tenant.companyId);
  if (!plan) throw new AppError('CompanyNotFound');
  if (!planHas(plan, 'storage')) throw new AppError('PlanAccessDenied', { feature: 'storage' });
}

async function readComment(tenant: Tenant, itemId: string, commentId: string): Promise<CommentRecord> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: keys.itemComment(tenant.companyId, itemId, commentId), ConsistentRead: true }));
  if (!answer.Item) throw new AppError('NotFound');
  return answer.Item as CommentRecord;
}

/** Only the author changes a comment; anyone else gets AccessError. */
async function ownComment(tenant: Tenant, itemId: string, commentId: string): Promise<CommentRecord> {
  await readItem(tenant, itemId);
  const record = await readComment(tenant, itemId, commentId);
  if (record.userId !== tenant.userId) throw new AppError('AccessError');
  return record;
}

/** Newest first, offset paging (an item has few comments; the count is one COUNT query). */
export async function listComments(tenant: Tenant, itemId: string, page: { limit: number; offset: number }) {
  await readItem(tenant, itemId);
  const query: QueryCommandInput = {
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.itemCommentsOf(tenant.companyId, itemId).pk },
    ScanIndexForward: false,
  };
  const [records, count] = await Promise.all([readInOrder<CommentRecord>(query, page.offset + page.limit), countMatching(query)]);
  return { data: records.slice(page.offset).map(toComment), count };
}

export async function createComment(tenant: Tenant, itemId: string, input: { message: string; photos: string[] }) {
  await readItem(tenant, itemId);
  if (input.photos.length) await requireStorage(tenant);
  const author = await getUser(tenant.userId);
  const now = new Date();
  const id = sortableId(now.getTime());
  const record: CommentRecord = {
    ...keys.itemComment(tenant.companyId, itemId, id),
    entity: 'comment',
    _id: id,
    itemId,
    userId: tenant.userId,
    userName: author ? displayName(author) : '',
    message: input.message,
    photos: [],
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  const put = (photos: string[]) =>
    db().send(new PutCommand({ TableName: tableName(), Item: { ...record, photos: photos.map((name) => ({ name })) } }));
  if (input.photos.length === 0) {
    await put([]);
    return { comment: toComment(record), results: [] };
  }
  const checked = await checkUploads(tenant, input.photos, photoRules.perCommentMax);
  const { results, warning } = await attachChecked(tenant, input.photos, checked, () => put(checked.accepted));
  return { comment: toComment({ ...record, photos: checked.accepted.map((name) => ({ name })) }), results, ...(warning ? { warning } : {}) };
}

export async function editComment(tenant: Tenant, itemId: string, commentId: string, message: string): Promise<Comment> {
  const record = await ownComment(tenant, itemId, commentId);
  const next = { ...record, message, updatedAt: new Date().toISOString() };
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.itemComment(tenant.companyId, itemId, commentId),
      UpdateExpression: 'SET message = :message, updatedAt = :at',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':message': message, ':at': next.updatedAt },
    }),
  );
  return toComment(next);
}

export async function attachCommentPhotos(tenant: Tenant, itemId: string, commentId: string, names: string[]) {
  const record = await ownComment(tenant, itemId, commentId);
  const checked = await checkUploads(tenant, names, photoRules.perCommentMax - record.photos.length);
  const { saved, ...outcome } = await attachChecked(tenant, names, checked, async () => {
    const added = checked.accepted.map((name) => ({ name }));
    const at = new Date().toISOString();
    try {
      // Conditional on the photos read, so two simultaneous additions cannot pass the limit.
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.itemComment(tenant.companyId, itemId, commentId),
          UpdateExpression: 'SET photos = list_append(photos, :added), updatedAt = :at',
          ConditionExpression: 'size(photos) = :seen',
          ExpressionAttributeValues: { ':added': added, ':at': at, ':seen': record.photos.length },
        }),
      );
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) throw new AppError('ConcurrentChange');
      throw error;
    }
    return { ...record, photos: [...record.photos, ...added], updatedAt: at };
  });
  return { comment: toComment(saved), ...outcome };
}

/** With its item: every comment and the comments' photo objects. */
export async function deleteItemComments(companyId: string, itemId: string): Promise<void> {
  const records = await readInOrder<CommentRecord>(
    { TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.itemCommentsOf(companyId, itemId).pk } },
    Infinity,
  );
  const names = records.flatMap((record) => record.photos.map((photo) => photo.name));
  if (names.length) await removePhotos(names);
  await batchDelete(records);
}

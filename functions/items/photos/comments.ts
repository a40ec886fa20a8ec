import { planHas } from '../../../shared/plans';
import { photoRules } from '../../../shared/photos';
import type { Comment } from '../../../shared/schemas/photos';
import { displayName } from '../../../shared/schemas/users';
import { companyPlan } from '../../lib/auth/company-plan';
import { batchDelete } from '../../lib/db/batches';
import { keys, sortableId } from '../../lib/db/keys';
import type { Tenant } from '../../lib/http/session';
import { AppError } from '../../lib/http/errors';
import { getUser } from '../../users/public';
import { readItem } from '../store/changes';
import {
  appendCommentPhotos,
  commentById,
  commentsOfItem,
  newestComments,
  putComment,
  setCommentMessage,
  type CommentRecord,
} from '../store/comments';
import { attachChecked, checkUploads } from './uploads';
import { removePhotos } from './storage';

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
  const record = await commentById(tenant.companyId, itemId, commentId);
  if (!record) throw new AppError('NotFound');
  return record;
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
  const { records, count } = await newestComments(tenant.companyId, itemId, page);
  return { data: records.map(toComment), count };
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
  const put = (photos: string[]) => putComment({ ...record, photos: photos.map((name) => ({ name })) });
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
  await setCommentMessage(tenant.companyId, itemId, commentId, message, next.updatedAt);
  return toComment(next);
}

export async function attachCommentPhotos(tenant: Tenant, itemId: string, commentId: string, names: string[]) {
  const record = await ownComment(tenant, itemId, commentId);
  const checked = await checkUploads(tenant, names, photoRules.perCommentMax - record.photos.length);
  const { saved, ...outcome } = await attachChecked(tenant, names, checked, async () => {
    const added = checked.accepted.map((name) => ({ name }));
    const at = new Date().toISOString();
    await appendCommentPhotos(tenant.companyId, itemId, commentId, { added, seen: record.photos.length, at });
    return { ...record, photos: [...record.photos, ...added], updatedAt: at };
  });
  return { comment: toComment(saved), ...outcome };
}

/** With its item: every comment and the comments' photo objects. */
export async function deleteItemComments(companyId: string, itemId: string): Promise<void> {
  const records = await commentsOfItem(companyId, itemId);
  const names = records.flatMap((record) => record.photos.map((photo) => photo.name));
  if (names.length) await removePhotos(names);
  await batchDelete(records);
}

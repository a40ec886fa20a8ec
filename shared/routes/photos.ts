import { roleGroups } from '../permissions';
import {
  attachPhotosBody,
  commentParams,
  commentPhotosAnswer,
  commentSchema,
  commentsPage,
  commentsQuery,
  createCommentBody,
  editCommentBody,
  imageParams,
  imageQuery,
  itemCommentsParams,
  itemPhotoParams,
  itemPhotosAnswer,
  photoUploadsAnswer,
  photoUploadsBody,
} from '../schemas/photos';
import { itemIdParams, itemSchema } from '../schemas/items';
import type { DomainRoutes } from './route-def';

/**
 * Item and comment photos, the images path and comments: served by the items function. Files never
 * pass through it: it signs uploads, checks the uploaded bytes and records names (docs/decisions.md).
 */
export const photosRoutes = [
  { method: 'POST', path: '/company/{company}/photos/uploads', domain: 'items', operation: 'signPhotoUploads', auth: 'company', roles: roleGroups.members,
    feature: 'storage', summary: 'Presigned S3 POST policies for up to 10 photos (jpeg/png, at most 5 MB each); attach them within 10 minutes',
    body: photoUploadsBody, response: photoUploadsAnswer },
  { method: 'PATCH', path: '/company/{company}/item/{id}/photos', domain: 'items', operation: 'attachItemPhotos', auth: 'company', roles: roleGroups.staff,
    feature: 'storage', summary: 'Adds uploaded photos to an item after checking their bytes; per-file results; the first photo becomes main',
    params: itemIdParams, body: attachPhotosBody, response: itemPhotosAnswer },
  { method: 'PATCH', path: '/company/{company}/item/{id}/photos/{name}/main', domain: 'items', operation: 'setMainPhoto', auth: 'company', roles: roleGroups.staff,
    summary: "Makes one of the item's photos its main photo", params: itemPhotoParams, response: itemSchema },
  { method: 'DELETE', path: '/company/{company}/item/{id}/photos/{name}', domain: 'items', operation: 'deleteItemPhoto', auth: 'company', roles: roleGroups.staff,
    summary: 'Removes a photo and its stored files; main moves to the next photo', params: itemPhotoParams, response: itemSchema },
  { method: 'GET', path: '/images/{name}', domain: 'items', operation: 'image', auth: 'public', status: 302,
    summary: 'Redirects to a short-lived link of a photo (`size=thumb` for its thumbnail); the random name is the capability',
    params: imageParams, query: imageQuery },
  { method: 'GET', path: '/company/{company}/item/{item}/comments', domain: 'items', operation: 'listComments', auth: 'company', roles: roleGroups.members,
    summary: "An item's comments, newest first, 20 a page", params: itemCommentsParams, query: commentsQuery, response: commentsPage },
  { method: 'POST', path: '/company/{company}/item/{item}/comments', domain: 'items', operation: 'createComment', auth: 'company', roles: roleGroups.members,
    status: 201, summary: 'Adds a comment with a message and uploaded photos (photos need the storage feature)',
    params: itemCommentsParams, body: createCommentBody, response: commentPhotosAnswer },
  { method: 'PUT', path: '/company/{company}/item/{item}/comments/{id}', domain: 'items', operation: 'editComment', auth: 'company', roles: roleGroups.members,
    summary: "Edits a comment's message; only its author may", params: commentParams, body: editCommentBody, response: commentSchema },
  { method: 'PATCH', path: '/company/{company}/item/{item}/comments/{id}/photos', domain: 'items', operation: 'attachCommentPhotos', auth: 'company',
    roles: roleGroups.members, feature: 'storage', summary: "Adds uploaded photos to the caller's own comment; per-file results",
    params: commentParams, body: attachPhotosBody, response: commentPhotosAnswer },
] as const satisfies DomainRoutes<'items'>;

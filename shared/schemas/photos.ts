import * as z from 'zod';
import { photoContentTypes, photoNamePattern, photoRules } from '../photos';
import { limits } from '../limits';
import { idField, pageQuery, requiredText } from './common';
import { itemSchema } from './items';
import { lazySchema } from './lazy';

/** Photos of items and comments, and comments (two-step upload: sign, upload to S3, attach). */

const photoName = lazySchema(() => z.string().regex(photoNamePattern, { error: 'invalid_rule_photo_name' }));

export const photoUploadsBody = lazySchema(() =>
  z
    .object({
      files: z
        .array(
          z.object({
            /** Size in bytes and type the browser reports; S3 enforces both through the policy. */
            size: z.number().int().min(1),
            type: z.string().min(1).max(100),
          }),
        )
        .min(1)
        .max(photoRules.perRequestMax),
    })
    .meta({ id: 'PhotoUploadsRequest' }),
);

const fileError = lazySchema(() => z.enum(['PhotoTooLarge', 'PhotoTypeError', 'FileUploadError', 'PhotoLimitReached']));

export const photoUploadsAnswer = lazySchema(() =>
  z
    .object({
      /** One entry per requested file, in order: a presigned POST, or why the file cannot be sent. */
      uploads: z.array(
        z.union([
          z.object({ name: z.string(), url: z.string(), fields: z.record(z.string(), z.string()) }),
          z.object({ error: fileError }),
        ]),
      ),
    })
    .meta({ id: 'PhotoUploads' }),
);

export const attachPhotosBody = lazySchema(() =>
  z
    .object({ names: z.array(photoName).min(1).max(photoRules.perRequestMax) })
    .meta({ id: 'AttachPhotos' }),
);

export const photoResult = lazySchema(() => z.object({ name: z.string(), ok: z.boolean(), error: fileError.optional() }));
export type PhotoResult = z.infer<typeof photoResult>;

export const itemPhotosAnswer = lazySchema(() =>
  z
    .object({
      item: itemSchema,
      results: z.array(photoResult),
      /** Set when some files (not all) were refused: PhotosPartlyUploaded. */
      warning: z.literal('PhotosPartlyUploaded').optional(),
    })
    .meta({ id: 'ItemPhotos' }),
);

export const itemPhotoParams = lazySchema(() => z.object({ company: idField, id: idField, name: photoName }));

export const imageParams = lazySchema(() => z.object({ name: photoName }));
export const imageQuery = lazySchema(() => z.object({ size: z.enum(['original', 'thumb']).default('original') }));

export const commentSchema = lazySchema(() =>
  z
    .object({
      _id: z.string(),
      user: z.object({ _id: z.string(), name: z.string() }),
      message: z.string(),
      photos: z.array(z.object({ name: z.string() })),
      createdAt: z.string(),
      updatedAt: z.string(),
    })
    .meta({ id: 'Comment' }),
);
export type Comment = z.infer<typeof commentSchema>;

export const commentMessageMax = 2000;
export const commentsQuery = lazySchema(() => pageQuery(limits.pageSize.comments));
export const commentsPage = lazySchema(() => z.object({ data: z.array(commentSchema), count: z.number().int() }).meta({ id: 'CommentsPage' }));
export const itemCommentsParams = lazySchema(() => z.object({ company: idField, item: idField }));
export const commentParams = lazySchema(() => z.object({ company: idField, item: idField, id: idField }));

export const createCommentBody = lazySchema(() =>
  z
    .object({
      message: z.string().trim().max(commentMessageMax, { error: 'invalid_rule_max_length' }).default(''),
      photos: z.array(photoName).max(photoRules.perCommentMax).default([]),
    })
    .refine((body) => body.message.length > 0 || body.photos.length > 0, { error: 'required_field', path: ['message'] })
    .meta({ id: 'CreateComment' }),
);
export const editCommentBody = lazySchema(() => z.object({ message: requiredText(commentMessageMax) }).meta({ id: 'EditComment' }));

export const commentPhotosAnswer = lazySchema(() =>
  z
    .object({ comment: commentSchema, results: z.array(photoResult), warning: z.literal('PhotosPartlyUploaded').optional() })
    .meta({ id: 'CommentPhotos' }),
);

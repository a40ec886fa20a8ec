import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import { textareaRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { commentMessageMax } from '../../../../../../shared/schemas/photos';
import { useErrorToast } from '../../../../components/use-error-toast';
import { useFormatDateTime } from '../../../../components/use-format-date';
import { notify } from '../../../../lib/toaster';
import { useEditComment, type ItemComment } from '../../api/comments';
import { PhotoThumb } from '../photos/photo-thumb';
import { PhotoViewerDialog } from '../photos/photo-viewer-dialog';
import '../../photos-i18n';

interface CommentEntryProps {
  companyId: string;
  itemId: string;
  comment: ItemComment;
  /** The viewer wrote it: only the author edits (the server refuses anyone else). */
  own: boolean;
}

/** One comment: author, time, message and photo thumbnails; its author edits the message in place. */
export function CommentEntry({ companyId, itemId, comment, own }: CommentEntryProps) {
  const { t } = useTranslation('photos');
  const formatDate = useFormatDateTime();
  const errorToast = useErrorToast();
  const edit = useEditComment(companyId, itemId);
  const [draft, setDraft] = useState<string | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const edited = comment.updatedAt !== comment.createdAt;

  return (
    <Stack gap="2" borderBottomWidth="1px" pb="3" data-testid="comment">
      <Flex gap="2" align="baseline" wrap="wrap" fontSize="sm">
        <Text fontWeight="semibold">{comment.user.name}</Text>
        <Text color="fg.muted" fontSize="xs">
          {formatDate(comment.createdAt)}
          {edited ? ` · ${t('comment_edited')}` : ''}
        </Text>
      </Flex>
      {draft === null ? (
        comment.message ? <Text whiteSpace="pre-wrap" wordBreak="break-word" data-testid="comment-text">{comment.message}</Text> : null
      ) : (
        <Textarea recipe={textareaRecipe} value={draft} maxLength={commentMessageMax} onChange={(event) => setDraft(event.target.value)} rows={2} data-testid="comment-edit-message" />
      )}
      {comment.photos.length ? (
        <Flex gap="2" wrap="wrap">
          {comment.photos.map((photo, index) => (
            <button key={photo.name} type="button" aria-label={t('open_photo', { index: index + 1 })} onClick={() => setViewing(index)} style={{ cursor: 'zoom-in' }}>
              <PhotoThumb name={photo.name} size="64px" alt={t('open_photo', { index: index + 1 })} testId="comment-photo" />
            </button>
          ))}
        </Flex>
      ) : null}
      {own ? (
        <Flex gap="2" justify="flex-end">
          {draft === null ? (
            <Button size="xs" variant="ghost" onClick={() => setDraft(comment.message)} data-testid="comment-edit">
              {t('comment_edit')}
            </Button>
          ) : (
            <>
              <Button size="xs" variant="outline" onClick={() => setDraft(null)}>
                {t('comment_cancel')}
              </Button>
              <Button
                size="xs"
                colorPalette="brand"
                loading={edit.isPending}
                disabled={draft.trim() === ''}
                onClick={() =>
                  edit.mutate(
                    { id: comment._id, message: draft.trim() },
                    {
                      onSuccess: () => {
                        setDraft(null);
                        notify.success(t('comment_saved'));
                      },
                      onError: errorToast,
                    },
                  )
                }
                data-testid="comment-save"
              >
                {t('comment_save')}
              </Button>
            </>
          )}
        </Flex>
      ) : null}
      {viewing !== null ? (
        <PhotoViewerDialog names={comment.photos.map((photo) => photo.name)} index={viewing} onIndex={setViewing} onClose={() => setViewing(null)} />
      ) : null}
    </Stack>
  );
}

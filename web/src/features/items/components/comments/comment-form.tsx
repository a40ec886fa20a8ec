import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { Textarea } from '@chakra-ui/react/textarea';
import { textareaRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { commentMessageMax } from '../../../../../../shared/schemas/photos';
import { photoRules } from '../../../../../../shared/photos';
import { useErrorToast } from '../../../../components/use-error-toast';
import { isApiError } from '../../../../lib/api-client';
import { notify } from '../../../../lib/toaster';
import { useCreateComment } from '../../api/comments';
import { PhotoDropZone } from '../photos/photo-drop-zone';
import { UploadProgress } from '../photos/upload-progress';
import { usePhotoUpload } from '../photos/use-photo-upload';
import '../../photos-i18n';

interface CommentFormProps {
  companyId: string;
  itemId: string;
  /** The plan has the storage feature: photos may be attached. */
  withPhotos: boolean;
}

/** A new comment: a message and photos (uploaded to S3 first, sent with the message by name). */
export function CommentForm({ companyId, itemId, withPhotos }: CommentFormProps) {
  const { t } = useTranslation(['photos', 'errors']);
  const errorToast = useErrorToast();
  const create = useCreateComment(companyId, itemId);
  const uploads = usePhotoUpload(companyId);
  const [message, setMessage] = useState('');
  const [names, setNames] = useState<string[]>([]);
  const [attaching, setAttaching] = useState(false);

  const submit = () =>
    create.mutate(
      { message: message.trim(), photos: names },
      {
        onSuccess: (answer) => {
          if (answer.results.length) uploads.settle(answer.results);
          if (answer.warning) notify.warning(t(answer.warning, { ns: 'errors' }));
          else notify.success(t('comment_added'));
          setMessage('');
          setNames([]);
          setAttaching(false);
          if (!answer.warning) uploads.clear();
        },
        onError: (error) => {
          const results = isApiError(error) ? (error.details as { results?: Parameters<typeof uploads.settle>[0] } | undefined)?.results : undefined;
          if (results) uploads.settle(results);
          errorToast(error);
        },
      },
    );

  return (
    <Stack gap="2" data-testid="comment-form">
      <Textarea
        recipe={textareaRecipe}
        value={message}
        maxLength={commentMessageMax}
        onChange={(event) => setMessage(event.target.value)}
        placeholder={t('comment_placeholder')}
        rows={2}
        data-testid="comment-message"
      />
      {attaching ? (
        <PhotoDropZone
          disabled={uploads.busy}
          onFiles={(files) => void uploads.upload(files.slice(0, photoRules.perCommentMax)).then((uploaded) => setNames(uploaded))}
          testId="comment-photos-drop"
        />
      ) : null}
      <UploadProgress files={uploads.files} />
      <Flex gap="2" justify="flex-end" wrap="wrap">
        {withPhotos && !attaching ? (
          <Button size="sm" variant="outline" onClick={() => setAttaching(true)} data-testid="comment-attach">
            {t('comment_attach')}
          </Button>
        ) : null}
        <Button
          size="sm"
          colorPalette="brand"
          loading={create.isPending}
          disabled={uploads.busy || (message.trim() === '' && names.length === 0)}
          onClick={submit}
          data-testid="comment-send"
        >
          {t('comment_send')}
        </Button>
      </Flex>
    </Stack>
  );
}

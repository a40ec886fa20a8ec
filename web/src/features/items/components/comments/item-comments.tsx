import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../../../components/list-skeleton';
import { useItemComments } from '../../api/comments';
import { CommentEntry } from './comment-entry';
import { CommentForm } from './comment-form';
import '../../photos-i18n';

interface ItemCommentsProps {
  companyId: string;
  itemId: string;
  viewerId: string;
  withPhotos: boolean;
}

/** Spec "comments": the item's thread, newest first, 20 at a time, with the form to add one on top. */
export function ItemComments({ companyId, itemId, viewerId, withPhotos }: ItemCommentsProps) {
  const { t } = useTranslation('photos');
  const comments = useItemComments(companyId, itemId);
  const entries = comments.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <Card.Root data-testid="item-comments">
      <Card.Header>
        <Heading as="h2" size="lg">
          {t('comments_title')}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <CommentForm companyId={companyId} itemId={itemId} withPhotos={withPhotos} />
          {comments.isPending ? (
            <ListSkeleton rows={2} testId="item-comments-loading" />
          ) : entries.length === 0 ? (
            // A failed fetch falls back to the empty thread, as the spec says of lists.
            <Text color="fg.muted">{t('comments_empty')}</Text>
          ) : (
            entries.map((comment) => <CommentEntry key={comment._id} companyId={companyId} itemId={itemId} comment={comment} own={comment.user._id === viewerId} />)
          )}
          {comments.hasNextPage ? (
            <Button size="sm" variant="outline" alignSelf="center" loading={comments.isFetchingNextPage} onClick={() => void comments.fetchNextPage()} data-testid="comments-more">
              {t('comment_more')}
            </Button>
          ) : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

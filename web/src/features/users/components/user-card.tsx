import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { DataList } from '@chakra-ui/react/data-list';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { badgeRecipe, dataListSlotRecipe } from '@chakra-ui/react/theme';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '../../../../../shared/schemas/users';
import { CollapseIcon } from '../../../components/icons';
import { useErrorToast } from '../../../components/use-error-toast';
import { useFormatDateTime } from '../../../components/use-format-date';
import { isApiError } from '../../../lib/api-client';
import { countriesQuery } from '../../../lib/countries';
import { notify } from '../../../lib/toaster';
import { useSendUserSms } from '../api/send-user-sms';
import { userDetailQuery } from '../api/user-detail';
import { canChangeUserStatus, canDeleteUser, canEditUser, roleChoices } from '../user-form';
import { DeleteUserDialog } from './delete-user-dialog';
import { EditUserDialog } from './edit-user-dialog';
import { InactiveBadge } from './inactive-badge';
import { UserStatusDialog } from './user-status-dialog';
import '../i18n';

interface UserCardProps {
  viewer: CurrentUser;
  companyId: string;
  userId: string;
  /** A user was saved (the viewer themselves, possibly). */
  onChanged: (userId: string) => void;
}

/** Spec: the user card with edit, delete and "send SMS". Items and operations come with the items issue. */
export function UserCard({ viewer, companyId, userId, onChanged }: UserCardProps) {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formatDate = useFormatDateTime();
  const errorToast = useErrorToast();
  const { data: user } = useSuspenseQuery(userDetailQuery(companyId, userId));
  const countries = useQuery(countriesQuery);
  const sms = useSendUserSms(companyId, userId);
  const [dialog, setDialog] = useState<'edit' | 'delete' | 'status' | null>(null);
  const isMe = user._id === viewer._id;
  const mayManage = roleChoices(viewer.role).length > 0;

  const sendSms = () =>
    sms.mutate(undefined, {
      onSuccess: () => notify.success(t('sms_sent')),
      onError: (error) => {
        if (isApiError(error, 'NotNow')) return notify.error(t('one_message_in_10_minutes', { ns: 'ui' }));
        if (isApiError(error, 'SmsSendError')) return notify.error(t('SmsSendError', { ns: 'errors' }));
        errorToast(error);
      },
    });

  return (
    <Stack gap="5" maxW="800px" data-testid="user-card">
      <Link asChild alignSelf="flex-start" color="fg.muted" fontSize="sm">
        <RouterLink to="/users">
          <CollapseIcon />
          {t('back')}
        </RouterLink>
      </Link>
      <Card.Root>
        <Card.Header>
          <Flex align="center" gap="3" wrap="wrap">
            <Heading as="h1" size="2xl" data-testid="user-card-name">
              {user.displayName}
            </Heading>
            <Badge recipe={badgeRecipe} colorPalette="brand" size="lg" data-testid="user-card-role">
              {t(`roles.${user.role}`, { ns: 'ui' })}
            </Badge>
            {isMe ? <Text color="fg.muted">({t('you')})</Text> : null}
            <InactiveBadge user={user} size="lg" testId="user-card-inactive" />
          </Flex>
        </Card.Header>
        <Card.Body>
          <DataList.Root recipe={dataListSlotRecipe} orientation={{ base: 'vertical', md: 'horizontal' }} size="lg">
            <Field label={t('first_name')}>{user.firstName || '—'}</Field>
            <Field label={t('last_name')}>{user.lastName || '—'}</Field>
            <Field label={t('email')}>
              <Flex gap="2" align="center" wrap="wrap">
                <Text as="span" wordBreak="break-all" data-testid="user-card-email">
                  {user.email}
                </Text>
                <Badge recipe={badgeRecipe} colorPalette={user.email_approved ? 'green' : 'orange'}>
                  {user.email_approved ? t('email_confirmed') : t('email_unconfirmed')}
                </Badge>
              </Flex>
            </Field>
            <Field label={t('phone_label', { ns: 'ui' })}>{user.phone ?? t('no_phone')}</Field>
            <Field label={t('created_at')}>{formatDate(user.createdAt)}</Field>
            {user.inactiveSince ? (
              <Field label={t('status_filter_label')}>
                <span data-testid="user-card-inactive-since">{t('inactive_since', { date: formatDate(user.inactiveSince) })}</span>
              </Field>
            ) : null}
            <Field label={t('last_sms')}>
              <span data-testid="user-card-last-sms">{user.lastSmsSentTime ? formatDate(user.lastSmsSentTime) : t('last_sms_never')}</span>
            </Field>
          </DataList.Root>
        </Card.Body>
        {mayManage ? (
          <Card.Footer gap="3" flexWrap="wrap">
            {canEditUser(viewer, user) ? (
              <Button variant="outline" disabled={!countries.data} onClick={() => setDialog('edit')} data-testid="user-edit">
                {t('edit')}
              </Button>
            ) : null}
            <Button
              variant="outline"
              disabled={!user.phone}
              title={user.phone ? undefined : t('sms_no_phone')}
              loading={sms.isPending}
              onClick={sendSms}
              data-testid="user-send-sms"
            >
              {t('send_sms')}
            </Button>
            {canChangeUserStatus(viewer, user) ? (
              <Button
                variant="outline"
                colorPalette={user.active ? 'orange' : 'brand'}
                onClick={() => setDialog('status')}
                data-testid={user.active ? 'user-deactivate' : 'user-reactivate'}
              >
                {t(user.active ? 'deactivate' : 'reactivate')}
              </Button>
            ) : null}
            {canDeleteUser(viewer, user) ? (
              <Button variant="outline" colorPalette="red" onClick={() => setDialog('delete')} data-testid="user-delete">
                {t('delete')}
              </Button>
            ) : null}
          </Card.Footer>
        ) : null}
      </Card.Root>

      {dialog === 'edit' && countries.data ? (
        <EditUserDialog
          user={user}
          viewer={viewer}
          companyId={companyId}
          countries={countries.data}
          onClose={() => setDialog(null)}
          onSaved={(saved) => {
            setDialog(null);
            onChanged(saved._id);
          }}
        />
      ) : null}
      {dialog === 'status' ? <UserStatusDialog user={user} companyId={companyId} onClose={() => setDialog(null)} /> : null}
      {dialog === 'delete' ? (
        <DeleteUserDialog
          user={user}
          companyId={companyId}
          onClose={() => setDialog(null)}
          onDeleted={() =>
            void navigate({ to: '/users' }).then(() =>
              queryClient.removeQueries({ queryKey: userDetailQuery(companyId, userId).queryKey }),
            )
          }
        />
      ) : null}
    </Stack>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW="160px">{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createUserBody } from '../../../../../shared/schemas/company-users';
import type { CurrentUser } from '../../../../../shared/schemas/users';
import { AccessNotice, isAccessRefusal } from '../../../components/access-notice';
import { LeaveGuard } from '../../../components/leave-guard';
import { Page } from '../../../components/page';
import { useErrorToast } from '../../../components/use-error-toast';
import { countriesQuery } from '../../../lib/countries';
import { fieldErrorsOf } from '../../../lib/schema-errors';
import { notify } from '../../../lib/toaster';
import { useCreateUser } from '../api/create-user';
import {
  defaultRole,
  emptyUserForm,
  isFormChanged,
  roleChoices,
  userFormErrorsOf,
  userRequestOf,
  type UserFormErrors,
  type UserFormValues,
} from '../user-form';
import { UserFields } from './user-fields';
import '../i18n';

/** Spec: create a company user; the server mails them a link to set their password. */
export function CreateUserPage({ viewer, companyId }: { viewer: CurrentUser; companyId: string }) {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const errorToast = useErrorToast();
  const { data: countries } = useSuspenseQuery(countriesQuery);
  const create = useCreateUser(companyId);
  const roles = roleChoices(viewer.role);
  const [initial] = useState(() => emptyUserForm(countries.country, defaultRole(viewer.role) ?? 'worker'));
  const [values, setValues] = useState<UserFormValues>(initial);
  const [errors, setErrors] = useState<UserFormErrors>({});
  const [refusal, setRefusal] = useState<unknown>(null);

  const change = (patch: Partial<UserFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(patch)) delete next[field === 'countryCode' ? 'phone' : (field as keyof UserFormErrors)];
      return next;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createUserBody.safeParse(userRequestOf(values, true));
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
    setRefusal(null);
    create.mutate(parsed.data, {
      onSuccess: (user) => {
        notify.success(t('created', { email: user.email }));
        void navigate({ to: '/users/$id', params: { id: user._id }, ignoreBlocker: true });
      },
      onError: (error) => {
        const fields = userFormErrorsOf(error);
        if (fields) return setErrors(fields);
        if (isAccessRefusal(error)) return setRefusal(error);
        errorToast(error);
      },
    });
  };

  if (roles.length === 0) return <AccessNotice error={null} role={viewer.role} />;

  return (
    <Page title={t('create_title')} testId="user-create-page">
      <LeaveGuard when={isFormChanged(values, initial) && !create.isSuccess} />
      <Card.Root maxW="700px" width="full">
        <Card.Body>
          <form onSubmit={submit} noValidate>
            <Stack gap="5">
              <Text color="fg.muted">{t('create_text')}</Text>
              {refusal ? <AccessNotice error={refusal} role={viewer.role} /> : null}
              <UserFields values={values} errors={errors} onChange={change} countries={countries.countryCodes} roles={roles} />
              <Flex gap="3" justify="flex-end">
                <Button asChild variant="outline">
                  <RouterLink to="/users">{t('cancel', { ns: 'ui' })}</RouterLink>
                </Button>
                <Button type="submit" colorPalette="brand" loading={create.isPending} data-testid="user-form-submit">
                  {t('create_submit')}
                </Button>
              </Flex>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Page>
  );
}

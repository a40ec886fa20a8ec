import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editUserBody } from '../../../../../shared/schemas/company-users';
import type { CompanyUser, CurrentUser } from '../../../../../shared/schemas/users';
import { AccessNotice, isAccessRefusal } from '../../../components/access-notice';
import { FormDialog } from '../../../components/form-dialog';
import { useErrorToast } from '../../../components/use-error-toast';
import type { Countries } from '../../../lib/countries';
import { fieldErrorsOf } from '../../../lib/schema-errors';
import { notify } from '../../../lib/toaster';
import { useEditUser } from '../api/edit-user';
import { canChangeRole, roleChoices, userFormErrorsOf, userFormOf, userRequestOf, type UserFormErrors, type UserFormValues } from '../user-form';
import { UserFields } from './user-fields';
import '../i18n';

interface EditUserDialogProps {
  user: CompanyUser;
  viewer: CurrentUser;
  companyId: string;
  countries: Countries;
  onClose: () => void;
  onSaved: (user: CompanyUser) => void;
}

/** The user's fields; the role only when the viewer may change it (not their own, not the owner's). */
export function EditUserDialog({ user, viewer, companyId, countries, onClose, onSaved }: EditUserDialogProps) {
  const { t } = useTranslation('users');
  const errorToast = useErrorToast();
  const edit = useEditUser(companyId, user._id);
  const withRole = canChangeRole(viewer, user);
  const [values, setValues] = useState<UserFormValues>(() => userFormOf(user, countries.countryCodes, countries.country));
  const [errors, setErrors] = useState<UserFormErrors>({});
  const [refusal, setRefusal] = useState<unknown>(null);

  const change = (patch: Partial<UserFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors({});
  };

  const save = () => {
    const parsed = editUserBody.safeParse(userRequestOf(values, withRole));
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
    setRefusal(null);
    edit.mutate(parsed.data, {
      onSuccess: (saved) => {
        notify.success(t('saved'));
        onSaved(saved);
      },
      onError: (error) => {
        const fields = userFormErrorsOf(error);
        if (fields) return setErrors(fields);
        if (isAccessRefusal(error)) return setRefusal(error);
        errorToast(error);
      },
    });
  };

  return (
    <FormDialog
      open
      title={t('edit_title')}
      submitLabel={t('save', { ns: 'ui' })}
      submitting={edit.isPending}
      onSubmit={save}
      onClose={onClose}
      submitTestId="user-form-submit"
      testId="user-edit-dialog"
    >
      {refusal ? <AccessNotice error={refusal} role={viewer.role} /> : null}
      <UserFields
        values={values}
        errors={errors}
        onChange={change}
        countries={countries.countryCodes}
        roles={withRole ? roleChoices(viewer.role) : undefined}
      />
    </FormDialog>
  );
}

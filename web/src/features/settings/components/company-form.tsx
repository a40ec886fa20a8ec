import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import { textareaRecipe } from '@chakra-ui/react/theme';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { limits } from '../../../../../shared/limits';
import { updateCompanyBody, type Company } from '../../../../../shared/schemas/company';
import { FormField } from '../../../components/form-field';
import { useErrorToast } from '../../../components/use-error-toast';
import { useFieldErrorText } from '../../../components/use-field-error';
import { isApiError } from '../../../lib/api-client';
import { fieldErrorsOf } from '../../../lib/schema-errors';
import { notify } from '../../../lib/toaster';
import { useUpdateCompany } from '../api/update-company';
import '../i18n';

type FieldErrors = { title?: string; description?: string };

interface CompanyFormProps {
  company: Company;
  editable: boolean;
  onChanged: (company: Company) => void;
}

/** The company's title (unique) and kind of activity. */
export function CompanyForm({ company, editable, onChanged }: CompanyFormProps) {
  const { t } = useTranslation('settings');
  const errorText = useFieldErrorText();
  const errorToast = useErrorToast();
  const update = useUpdateCompany(company._id);
  const [values, setValues] = useState({ title: company.title, description: company.description });
  const [errors, setErrors] = useState<FieldErrors>({});
  const changed = values.title !== company.title || values.description !== company.description;

  const change = (field: keyof typeof values, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateCompanyBody.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
    update.mutate(parsed.data, {
      onSuccess: (saved) => {
        setValues({ title: saved.title, description: saved.description });
        onChanged(saved);
        notify.success(t('company_saved'));
      },
      onError: (error) => {
        if (isApiError(error, 'UniquenessError')) return setErrors({ title: error.error });
        if (isApiError(error, 'ValidationError')) {
          const { title, description } = error.fieldErrors;
          if (title || description) return setErrors({ title, description });
        }
        errorToast(error);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        {editable ? null : (
          <Text color="fg.muted" data-testid="settings-read-only">
            {t('read_only')}
          </Text>
        )}
        <FormField label={t('company_title')} error={errorText(errors.title)} required>
          <Input
            name="title"
            maxLength={limits.companyTitleMaxLength}
            readOnly={!editable}
            value={values.title}
            onChange={(event) => change('title', event.target.value)}
            data-testid="settings-company-title"
          />
        </FormField>
        <FormField label={t('company_description')} error={errorText(errors.description)} required>
          <Textarea
            recipe={textareaRecipe}
            name="description"
            rows={3}
            autoresize
            maxLength={limits.companyDescriptionMaxLength}
            readOnly={!editable}
            value={values.description}
            onChange={(event) => change('description', event.target.value)}
            data-testid="settings-company-description"
          />
        </FormField>
        {editable ? (
          <Button
            type="submit"
            colorPalette="brand"
            alignSelf="flex-start"
            disabled={!changed}
            loading={update.isPending}
            data-testid="settings-company-submit"
          >
            {t('company_save')}
          </Button>
        ) : null}
      </Stack>
    </form>
  );
}

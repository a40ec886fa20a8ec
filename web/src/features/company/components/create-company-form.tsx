import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { Textarea } from '@chakra-ui/react/textarea';
import { textareaRecipe } from '@chakra-ui/react/theme';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { limits } from '../../../../../shared/limits';
import { createCompanyBody } from '../../../../../shared/schemas/company';
import { FormField } from '../../../components/form-field';
import { useFieldErrorText } from '../../../components/use-field-error';
import { isApiError } from '../../../lib/api-client';
import { fieldErrorsOf } from '../../../lib/schema-errors';
import { notify } from '../../../lib/toaster';
import { useCreateCompany, type CreateCompanyAnswer } from '../api/create-company';
import '../i18n';

type FieldErrors = { title?: string; description?: string };

export function CreateCompanyForm({ onCreated }: { onCreated: (answer: CreateCompanyAnswer) => void | Promise<void> }) {
  const { t } = useTranslation('company');
  const fieldErrorText = useFieldErrorText();
  const create = useCreateCompany();
  const [values, setValues] = useState({ title: '', description: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const filled = values.title.trim() !== '' && values.description.trim() !== '';

  const update = (field: keyof typeof values, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createCompanyBody.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
    create.mutate(parsed.data, {
      onSuccess: onCreated,
      onError: (error) => {
        if (isApiError(error, 'UniquenessError')) return setErrors({ title: error.error });
        if (isApiError(error, 'ValidationError')) {
          const { title, description } = error.fieldErrors;
          if (title || description) return setErrors({ title, description });
        }
        notify.error(t('create_error'));
      },
    });
  };

  return (
    <Card.Root size="lg" boxShadow="md" width="full">
      <Card.Header>
        <Card.Title as="h1" fontSize="2xl">
          {t('create_title')}
        </Card.Title>
        <Card.Description>{t('create_subtitle')}</Card.Description>
      </Card.Header>
      <Card.Body>
        <form onSubmit={submit} noValidate>
          <Stack gap="5">
            <FormField label={t('title_label')} error={fieldErrorText(errors.title)} required>
              <Input
                name="title"
                autoComplete="organization"
                maxLength={limits.companyTitleMaxLength}
                placeholder={t('title_placeholder')}
                value={values.title}
                onChange={(event) => update('title', event.target.value)}
                data-testid="company-title-input"
              />
            </FormField>
            <FormField label={t('description_label')} error={fieldErrorText(errors.description)} required>
              <Textarea
                recipe={textareaRecipe}
                name="description"
                rows={3}
                autoresize
                maxLength={limits.companyDescriptionMaxLength}
                placeholder={t('description_placeholder')}
                value={values.description}
                onChange={(event) => update('description', event.target.value)}
                data-testid="company-description-input"
              />
            </FormField>
            <Button
              type="submit"
              colorPalette="brand"
              size="lg"
              disabled={!filled}
              loading={create.isPending}
              data-testid="company-submit"
            >
              {t('submit')}
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

import { Button, IconButton } from '@chakra-ui/react/button';
import { Checkbox } from '@chakra-ui/react/checkbox';
import { Field } from '@chakra-ui/react/field';
import { Flex } from '@chakra-ui/react/flex';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { limits } from '../../../../../shared/limits';
import type { Role } from '../../../../../shared/roles';
import { createObjectBody, editObjectBody, type CompanyObject } from '../../../../../shared/schemas/locations';
import { AccessNotice, isAccessRefusal } from '../../../components/access-notice';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { useErrorToast } from '../../../components/use-error-toast';
import { useFieldErrorText } from '../../../components/use-field-error';
import { notify } from '../../../lib/toaster';
import { useCreateObject } from '../api/create-object';
import { useEditObject } from '../api/edit-object';
import {
  createRequestOf,
  editRequestOf,
  issueFields,
  newLocationRow,
  objectErrorsOfRefusal,
  objectFormErrorsOf,
  objectFormOf,
  type ObjectFormErrors,
  type ObjectFormValues,
} from '../object-form';
import '../i18n';

interface ObjectFormDialogProps {
  /** The object to edit; without it a new one is created. */
  object?: CompanyObject;
  role: Role;
  onClose: () => void;
}

/** Spec: an object's title and the list of its locations; editing can carry the change to the items. */
export function ObjectFormDialog({ object, role, onClose }: ObjectFormDialogProps) {
  const { t } = useTranslation('locations');
  const errorText = useFieldErrorText();
  const errorToast = useErrorToast();
  const create = useCreateObject();
  const edit = useEditObject(object?._id ?? '');
  const [values, setValues] = useState<ObjectFormValues>(() => objectFormOf(object));
  const [shouldUpdate, setShouldUpdate] = useState(false);
  const [errors, setErrors] = useState<ObjectFormErrors>({});
  const [refusal, setRefusal] = useState<unknown>(null);

  const update = (next: ObjectFormValues) => {
    setValues(next);
    setErrors({});
  };
  const setRow = (index: number, title: string) =>
    update({ ...values, locations: values.locations.map((row, at) => (at === index ? { ...row, title } : row)) });

  const messageOf = (code: string | undefined) => {
    if (code === 'UniquenessError') return t('title_taken');
    if (code === 'invalid_rule_unique') return t('location_repeated');
    return errorText(code);
  };

  const handlers = {
    onSuccess: () => {
      notify.success(object ? t('saved') : t('created'));
      onClose();
    },
    onError: (error: unknown) => {
      const fields = objectErrorsOfRefusal(error, values);
      if (fields) return setErrors(fields);
      if (isAccessRefusal(error)) return setRefusal(error);
      errorToast(error);
    },
  };

  const submit = () => {
    setRefusal(null);
    if (object) {
      const request = editRequestOf(values, shouldUpdate);
      const parsed = editObjectBody.safeParse(request);
      if (!parsed.success) return setErrors(objectFormErrorsOf(issueFields(parsed.error), values));
      return edit.mutate(parsed.data, handlers);
    }
    const parsed = createObjectBody.safeParse(createRequestOf(values));
    if (!parsed.success) return setErrors(objectFormErrorsOf(issueFields(parsed.error), values));
    create.mutate(parsed.data, handlers);
  };

  return (
    <FormDialog
      open
      title={object ? t('edit_title') : t('create_title')}
      submitLabel={object ? t('save', { ns: 'ui' }) : t('create_submit')}
      submitting={create.isPending || edit.isPending}
      onSubmit={submit}
      onClose={onClose}
      submitTestId="object-form-submit"
      testId="object-form"
    >
      <Stack gap="5">
        {refusal ? <AccessNotice error={refusal} role={role} /> : null}
        <FormField label={t('object_title')} error={messageOf(errors.title)} required>
          <Input
            name="title"
            maxLength={limits.companyTitleMaxLength}
            placeholder={t('object_title_placeholder')}
            value={values.title}
            onChange={(event) => update({ ...values, title: event.target.value })}
            data-testid="object-form-title"
          />
        </FormField>
        <Stack gap="2" as="fieldset">
          <Text as="legend" fontWeight="medium" fontSize="sm">
            {t('locations_label')}
          </Text>
          {values.locations.map((row, index) => {
            const error = messageOf(errors.locations?.[index]);
            return (
              <Field.Root key={row.key} invalid={Boolean(error)}>
                <Flex gap="2" width="full">
                  <Input
                    aria-label={`${t('locations_label')} ${index + 1}`}
                    maxLength={limits.companyTitleMaxLength}
                    placeholder={t('location_placeholder')}
                    value={row.title}
                    onChange={(event) => setRow(index, event.target.value)}
                    data-testid={`object-form-location-${index}`}
                  />
                  <IconButton
                    variant="ghost"
                    aria-label={t('remove_location')}
                    title={t('remove_location')}
                    onClick={() => update({ ...values, locations: values.locations.filter((_, at) => at !== index) })}
                    data-testid={`object-form-remove-location-${index}`}
                  >
                    ×
                  </IconButton>
                </Flex>
                {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
              </Field.Root>
            );
          })}
          <Button
            alignSelf="flex-start"
            size="sm"
            variant="outline"
            onClick={() => update({ ...values, locations: [...values.locations, newLocationRow()] })}
            data-testid="object-form-add-location"
          >
            + {t('add_location')}
          </Button>
        </Stack>
        {object ? (
          <Checkbox.Root
            recipe={checkboxSlotRecipe}
            checked={shouldUpdate}
            onCheckedChange={(details) => setShouldUpdate(details.checked === true)}
            data-testid="object-form-should-update"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('should_update')}</Checkbox.Label>
          </Checkbox.Root>
        ) : null}
      </Stack>
    </FormDialog>
  );
}

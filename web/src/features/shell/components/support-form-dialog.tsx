import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import { textareaRecipe } from '@chakra-ui/react/theme';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dialCodeOf } from '../../../../../shared/countries';
import { limits } from '../../../../../shared/limits';
import { supportBody } from '../../../../../shared/schemas/company';
import type { CurrentUser } from '../../../../../shared/schemas/users';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { PhoneField } from '../../../components/phone-field';
import { useErrorToast } from '../../../components/use-error-toast';
import { useFieldErrorText } from '../../../components/use-field-error';
import '../../../components/ui-i18n';
import { isApiError } from '../../../lib/api-client';
import { countriesQuery } from '../../../lib/countries';
import { phoneParts, type PhoneParts } from '../../../lib/phone-input';
import { fieldErrorsOf } from '../../../lib/schema-errors';
import { notify } from '../../../lib/toaster';
import { useSendSupport } from '../api/send-support';
import '../i18n';

const messageMaxLength = 2000;

interface SupportFormDialogProps {
  user: CurrentUser;
  companyId: string;
  /** The page the message is written on; support sees it. */
  location: string;
  onClose: () => void;
}

type Field = 'name' | 'email' | 'phone' | 'message';

/** Spec: first name, e-mail, phone with a country selector, message; one message in 10 minutes. */
export function SupportFormDialog({ user, companyId, location, onClose }: SupportFormDialogProps) {
  const { t } = useTranslation('shell');
  const errorText = useFieldErrorText();
  const errorToast = useErrorToast();
  const { data: countries } = useSuspenseQuery(countriesQuery);
  const send = useSendSupport(companyId);
  const [values, setValues] = useState({ name: user.firstName, email: user.email, message: '' });
  const [phone, setPhone] = useState<PhoneParts>(() => phoneParts(user.phone, null, countries.countryCodes, countries.country));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const change = (field: 'name' | 'email' | 'message', value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = () => {
    const country = countries.countryCodes.find((entry) => entry.alpha2Code === phone.countryCode);
    const parsed = supportBody.safeParse({
      ...values,
      phone: phone.phone && country ? `+${dialCodeOf(country)}${phone.phone}` : undefined,
      countryCode: phone.phone ? phone.countryCode : undefined,
      location,
    });
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
    send.mutate(parsed.data, {
      onSuccess: () => {
        notify.success(t('support_widget.sent'));
        onClose();
      },
      onError: (error) => {
        if (isApiError(error, 'NotNow')) return notify.error(t('one_message_in_10_minutes', { ns: 'ui' }));
        if (isApiError(error, 'ValidationError')) {
          const { name, email, message } = error.fieldErrors;
          const phoneError = error.fieldErrors.phone ?? error.fieldErrors.countryCode;
          if (name || email || message || phoneError) return setErrors({ name, email, message, phone: phoneError });
        }
        errorToast(error);
      },
    });
  };

  return (
    <FormDialog
      open
      title={t('support_widget.title')}
      submitLabel={t('support_widget.send')}
      submitting={send.isPending}
      onSubmit={submit}
      onClose={onClose}
      submitTestId="support-form-submit"
      testId="support-form"
    >
      <Stack gap="4">
        <Text color="fg.muted">{t('support_widget.text')}</Text>
        <FormField label={t('support_widget.first_name')} error={errorText(errors.name)} required>
          <Input
            name="name"
            autoComplete="given-name"
            maxLength={limits.nameMaxLength}
            value={values.name}
            onChange={(event) => change('name', event.target.value)}
            data-testid="support-form-name"
          />
        </FormField>
        <FormField label={t('support_widget.email')} error={errorText(errors.email)} required>
          <Input
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(event) => change('email', event.target.value.replace(/\s/g, '').toLowerCase())}
            data-testid="support-form-email"
          />
        </FormField>
        <PhoneField
          countries={countries.countryCodes}
          value={phone}
          onChange={(patch) => {
            setPhone((current) => ({ ...current, ...patch }));
            setErrors((current) => ({ ...current, phone: undefined }));
          }}
          error={errorText(errors.phone)}
          labels={{ country: t('country_label', { ns: 'ui' }), phone: t('phone_label', { ns: 'ui' }) }}
          testIds={{ select: 'support-form-phone-country', input: 'support-form-phone' }}
        />
        <FormField label={t('support_widget.message')} error={errorText(errors.message)} required>
          <Textarea
            recipe={textareaRecipe}
            name="message"
            rows={5}
            maxLength={messageMaxLength}
            placeholder={t('support_widget.message_placeholder')}
            value={values.message}
            onChange={(event) => change('message', event.target.value)}
            data-testid="support-form-message"
          />
        </FormField>
      </Stack>
    </FormDialog>
  );
}

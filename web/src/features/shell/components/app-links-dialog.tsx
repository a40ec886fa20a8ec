import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { PhoneField } from '../../../components/phone-field';
import { useErrorToast } from '../../../components/use-error-toast';
import { useFieldErrorText } from '../../../components/use-field-error';
import '../../../components/ui-i18n';
import { isApiError } from '../../../lib/api-client';
import { countriesQuery } from '../../../lib/countries';
import type { PhoneParts } from '../../../lib/phone-input';
import { notify } from '../../../lib/toaster';
import { useSendAppLinks } from '../api/send-app-links';
import '../i18n';

/** A phone to text the App Store and Google Play links to; one message in 10 minutes. */
export function AppLinksDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shell');
  const errorText = useFieldErrorText();
  const errorToast = useErrorToast();
  const { data: countries } = useSuspenseQuery(countriesQuery);
  const send = useSendAppLinks();
  const [phone, setPhone] = useState<PhoneParts>({ phone: '', countryCode: countries.country });
  const [error, setError] = useState<string>();

  const submit = () => {
    // The server reads the number with its country; here only an empty one is caught.
    if (!phone.phone) return setError('required_field');
    send.mutate(phone, {
      onSuccess: () => {
        notify.success(t('app_links.sent'));
        onClose();
      },
      onError: (failure) => {
        if (isApiError(failure, 'NotNow')) return notify.error(t('one_message_in_10_minutes', { ns: 'ui' }));
        if (isApiError(failure, 'ValidationError')) {
          const fieldError = failure.fieldErrors.phone ?? failure.fieldErrors.countryCode;
          if (fieldError) return setError(fieldError);
        }
        errorToast(failure);
      },
    });
  };

  return (
    <FormDialog
      open
      title={t('app_links.title')}
      submitLabel={t('app_links.send')}
      submitting={send.isPending}
      onSubmit={submit}
      onClose={onClose}
      submitTestId="app-links-submit"
      testId="app-links-form"
    >
      <Stack gap="4">
        <Text color="fg.muted">{t('app_links.text')}</Text>
        <PhoneField
          countries={countries.countryCodes}
          value={phone}
          onChange={(patch) => {
            setPhone((current) => ({ ...current, ...patch }));
            setError(undefined);
          }}
          error={errorText(error)}
          required
          labels={{ country: t('country_label', { ns: 'ui' }), phone: t('phone_label', { ns: 'ui' }) }}
          testIds={{ select: 'app-links-phone-country', input: 'app-links-phone' }}
        />
      </Stack>
    </FormDialog>
  );
}

import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Input } from '@chakra-ui/react/input';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Link as RouterLink } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cleanPhone, normalizePhone } from '../../../../../shared/phone';
import { registerBody } from '../../../../../shared/schemas/auth';
import { emailField } from '../../../../../shared/schemas/common';
import { FormField } from '../../../components/form-field';
import { PhoneField } from '../../../components/phone-field';
import { useFieldErrorText } from '../../../components/use-field-error';
import { isApiError } from '../../../lib/api-client';
import type { Countries } from '../../../lib/countries';
import { fieldErrorsOf } from '../../../lib/schema-errors';
import { notify } from '../../../lib/toaster';
import { isEmailAvailable, isPhoneAvailable } from '../api/check-availability';
import { useRegister, type RegisterAnswer } from '../api/register';
import '../i18n';

type FieldName = 'firstName' | 'email' | 'password' | 'phone' | 'countryCode';
type FieldErrors = Partial<Record<FieldName, string>>;

const registerFields: readonly FieldName[] = ['firstName', 'email', 'password', 'phone', 'countryCode'];

interface RegisterFormProps {
  referer?: string;
  /** The phone selector's list and the visitor's country, its default. */
  countries: Countries;
  onRegistered: (answer: RegisterAnswer) => void;
}

export function RegisterForm({ referer, countries, onRegistered }: RegisterFormProps) {
  const { t } = useTranslation('auth');
  const fieldErrorText = useFieldErrorText();
  const register = useRegister();
  const [values, setValues] = useState({ firstName: '', email: '', password: '', phone: '', countryCode: countries.country });
  const [errors, setErrors] = useState<FieldErrors>({});
  // The latest values, so that a slow uniqueness answer about an older value is dropped.
  const latest = useRef(values);
  latest.current = values;

  const update = (patch: Partial<typeof values>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(patch) as FieldName[]) delete next[field];
      if ('countryCode' in patch) delete next.phone;
      return next;
    });
  };

  const checkEmail = async () => {
    const parsed = emailField.safeParse(values.email);
    if (!values.email.trim()) return;
    if (!parsed.success) return setErrors((current) => ({ ...current, email: parsed.error.issues[0]?.message }));
    const email = parsed.data;
    try {
      const available = await isEmailAvailable(email);
      if (!available && emailField.safeParse(latest.current.email).data === email) {
        setErrors((current) => ({ ...current, email: 'EmailAlreadyUsed' }));
      }
    } catch {
      // The check only helps early; the registration call repeats it.
    }
  };

  const checkPhone = async () => {
    const { phone, countryCode } = values;
    if (!cleanPhone(phone)) return;
    if (!normalizePhone(phone, countryCode)) return setErrors((current) => ({ ...current, phone: 'invalid_rule_phone' }));
    try {
      const available = await isPhoneAvailable(phone, countryCode);
      const unchanged = latest.current.phone === phone && latest.current.countryCode === countryCode;
      if (!available && unchanged) setErrors((current) => ({ ...current, phone: 'PhoneAlreadyUsed' }));
    } catch (error) {
      const code = isApiError(error, 'ValidationError') ? error.fieldErrors.phone : undefined;
      if (code) setErrors((current) => ({ ...current, phone: code }));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = registerBody.safeParse({ ...values, referer });
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
    const blocking = errors.email === 'EmailAlreadyUsed' || errors.phone === 'PhoneAlreadyUsed';
    if (blocking) return;

    const { firstName, email, password, phone } = parsed.data;
    register.mutate(
      { firstName, email, password, phone: phone ?? undefined, countryCode: values.countryCode, referer },
      {
        onSuccess: onRegistered,
        onError: (error) => {
          if (isApiError(error, 'EmailAlreadyUsed')) return setErrors({ email: error.error });
          if (isApiError(error, 'PhoneAlreadyUsed')) return setErrors({ phone: error.error });
          if (isApiError(error, 'ValidationError')) {
            const fields = error.fieldErrors;
            const known = Object.fromEntries(
              Object.entries(fields).filter(([field]) => (registerFields as readonly string[]).includes(field)),
            );
            if (Object.keys(known).length > 0) return setErrors(known);
          }
          notify.error(t('contact_support', { ns: 'common' }));
        },
      },
    );
  };

  return (
    <Card.Root size="lg" boxShadow="md">
      <Card.Header>
        <Card.Title as="h1" fontSize="2xl">
          {t('register_title')}
        </Card.Title>
        <Card.Description>{t('register_subtitle')}</Card.Description>
      </Card.Header>
      <Card.Body>
        <form onSubmit={submit} noValidate>
          <Stack gap="5">
            <FormField label={t('first_name_label')} error={fieldErrorText(errors.firstName)} required>
              <Input
                name="firstName"
                autoComplete="given-name"
                value={values.firstName}
                onChange={(event) => update({ firstName: event.target.value })}
                data-testid="firstName-input"
              />
            </FormField>
            <FormField label={t('email_label')} error={fieldErrorText(errors.email)} required>
              <Input
                name="email"
                type="email"
                autoComplete="email"
                placeholder="name@example.com"
                value={values.email}
                onChange={(event) => update({ email: event.target.value.replace(/\s/g, '') })}
                onBlur={() => void checkEmail()}
                data-testid="email-input"
              />
            </FormField>
            <FormField label={t('password_label')} error={fieldErrorText(errors.password)} required>
              <Input
                name="password"
                type="password"
                autoComplete="new-password"
                value={values.password}
                onChange={(event) => update({ password: event.target.value })}
                data-testid="password-input"
              />
            </FormField>
            <PhoneField
              countries={countries.countryCodes}
              value={{ phone: values.phone, countryCode: values.countryCode }}
              onChange={update}
              onBlur={() => void checkPhone()}
              error={fieldErrorText(errors.phone)}
              countryError={fieldErrorText(errors.countryCode)}
              labels={{ country: t('country_label'), phone: t('phone_label') }}
              testIds={{ select: 'country-select', input: 'phone-input' }}
            />
            <Button type="submit" colorPalette="brand" size="lg" loading={register.isPending} data-testid="register-submit">
              {t('create_account')}
            </Button>
            <Text textAlign="center" color="fg.muted">
              {t('have_account')}{' '}
              <Link asChild color="brand.fg" fontWeight="medium">
                <RouterLink to="/auth/login">{t('to_login')}</RouterLink>
              </Link>
            </Text>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

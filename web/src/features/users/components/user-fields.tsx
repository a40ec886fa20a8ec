import { Input } from '@chakra-ui/react/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import { limits } from '../../../../../shared/limits';
import type { Role } from '../../../../../shared/roles';
import { FormField } from '../../../components/form-field';
import { PhoneField } from '../../../components/phone-field';
import { useFieldErrorText } from '../../../components/use-field-error';
import type { CountryOption } from '../../../lib/countries';
import type { UserFormErrors, UserFormValues } from '../user-form';
import '../i18n';

interface UserFieldsProps {
  values: UserFormValues;
  errors: UserFormErrors;
  onChange: (patch: Partial<UserFormValues>) => void;
  countries: readonly CountryOption[];
  /** The roles offered; without them the role is not shown. */
  roles?: readonly Role[];
}

/** The fields of a company user, shared by the create page and the edit dialog. */
export function UserFields({ values, errors, onChange, countries, roles }: UserFieldsProps) {
  const { t } = useTranslation('users');
  const errorText = useFieldErrorText();
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label={t('first_name')} error={errorText(errors.firstName)} required>
          <Input
            name="firstName"
            autoComplete="off"
            maxLength={limits.nameMaxLength}
            value={values.firstName}
            onChange={(event) => onChange({ firstName: event.target.value })}
            data-testid="user-form-firstName"
          />
        </FormField>
        <FormField label={t('last_name')} error={errorText(errors.lastName)}>
          <Input
            name="lastName"
            autoComplete="off"
            maxLength={limits.nameMaxLength}
            value={values.lastName}
            onChange={(event) => onChange({ lastName: event.target.value })}
            data-testid="user-form-lastName"
          />
        </FormField>
      </SimpleGrid>
      <FormField label={t('email')} error={errorText(errors.email)} required>
        <Input
          name="email"
          type="email"
          autoComplete="off"
          value={values.email}
          // Spec: e-mail input is stripped of spaces and lowercased.
          onChange={(event) => onChange({ email: event.target.value.replace(/\s/g, '').toLowerCase() })}
          data-testid="user-form-email"
        />
      </FormField>
      <PhoneField
        countries={countries}
        value={values}
        onChange={onChange}
        error={errorText(errors.phone)}
        labels={{ country: t('country_label', { ns: 'ui' }), phone: t('phone_label', { ns: 'ui' }) }}
        testIds={{ select: 'user-form-phone-country', input: 'user-form-phone' }}
      />
      {roles && roles.length > 0 ? (
        <FormField label={t('role')} error={errorText(errors.role)} required>
          <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
            <NativeSelect.Field
              name="role"
              value={values.role}
              onChange={(event) => onChange({ role: event.target.value as Role })}
              data-testid="user-form-role"
            >
              {roles.map((role) => (
                <option key={role} value={role}>
                  {t(`roles.${role}`, { ns: 'ui' })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      ) : null}
    </Stack>
  );
}

import { Button } from '@chakra-ui/react/button';
import { Checkbox } from '@chakra-ui/react/checkbox';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Company } from '../../../../../shared/schemas/company';
import { roles, type Role } from '../../../../../shared/roles';
import { useErrorToast } from '../../../components/use-error-toast';
import { notify } from '../../../lib/toaster';
import { useSetSecondFactorPolicy } from '../api/set-second-factor-policy';
import '../i18n';

interface SecondFactorPolicyProps {
  company: Company;
  onChanged: (company: Company) => void;
}

/** Root chooses the roles whose users must have a second factor (docs/security.md, "Second factor"). */
export function SecondFactorPolicy({ company, onChanged }: SecondFactorPolicyProps) {
  const { t } = useTranslation(['settings', 'ui']);
  const errorToast = useErrorToast();
  const save = useSetSecondFactorPolicy(company._id);
  const [chosen, setChosen] = useState<readonly Role[]>(company.settings.secondFactorRoles ?? []);

  const toggle = (role: Role, checked: boolean) => setChosen((current) => (checked ? [...current, role] : current.filter((item) => item !== role)));
  const submit = () =>
    save.mutate(
      { roles: roles.filter((role) => chosen.includes(role)) },
      {
        onSuccess: (settings) => {
          onChanged({ ...company, settings });
          notify.success(t('second_factor.policy_saved'));
        },
        onError: errorToast,
      },
    );

  return (
    <Stack gap="3" data-testid="second-factor-policy">
      <Heading as="h3" size="md">
        {t('second_factor.policy_title')}
      </Heading>
      <Text color="fg.muted">{t('second_factor.policy_help')}</Text>
      {roles.map((role) => (
        <Checkbox.Root
          key={role}
          recipe={checkboxSlotRecipe}
          checked={chosen.includes(role)}
          onCheckedChange={(details) => toggle(role, details.checked === true)}
          minH="11"
          data-testid={`second-factor-policy-${role}`}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t(`roles.${role}`, { ns: 'ui' })}</Checkbox.Label>
        </Checkbox.Root>
      ))}
      <Button size="lg" colorPalette="brand" alignSelf="flex-start" loading={save.isPending} onClick={submit} data-testid="second-factor-policy-save">
        {t('second_factor.policy_save')}
      </Button>
    </Stack>
  );
}

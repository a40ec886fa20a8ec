import { DataList } from '@chakra-ui/react/data-list';
import { Separator } from '@chakra-ui/react/separator';
import { dataListSlotRecipe, separatorRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import { displayName, type CurrentUser } from '../../../../../shared/schemas/users';
import { ChangePasswordForm } from './change-password-form';
import { PasskeysSection } from './passkeys-section';
import { SecondFactorSection } from './second-factor-section';
import '../i18n';

/** The signed-in user's profile, the password change, the second factor and the passkeys. */
export function AccountSection({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('settings');
  const rows = [
    { label: t('name'), value: displayName(user), testId: 'settings-profile-name' },
    { label: t('email'), value: user.email, testId: 'settings-profile-email' },
    { label: t('phone'), value: user.phone ?? t('not_set'), testId: 'settings-profile-phone' },
    { label: t('role'), value: t(`roles.${user.role}`, { ns: 'ui' }), testId: 'settings-profile-role' },
  ];
  return (
    <>
      <DataList.Root recipe={dataListSlotRecipe} orientation="horizontal">
        {rows.map((row) => (
          <DataList.Item key={row.testId}>
            <DataList.ItemLabel minW={{ base: '100px', sm: '160px' }}>{row.label}</DataList.ItemLabel>
            {/* A long e-mail address breaks anywhere rather than widening a phone's screen. */}
            <DataList.ItemValue minW="0" overflowWrap="anywhere" data-testid={row.testId}>
              {row.value}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <Separator recipe={separatorRecipe} />
      <ChangePasswordForm login={user.email} />
      <Separator recipe={separatorRecipe} />
      <SecondFactorSection login={user.email} />
      <Separator recipe={separatorRecipe} />
      <PasskeysSection />
    </>
  );
}

import { Card } from '@chakra-ui/react/card';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { planHas, plans } from '../../../../../shared/plans';
import type { Company } from '../../../../../shared/schemas/company';
import type { CurrentUser } from '../../../../../shared/schemas/users';
import { Page } from '../../../components/page';
import { mayEditCompany } from '../permissions';
import { AccountSection } from './account-section';
import { CompanyForm } from './company-form';
import { CompanySwitches } from './company-switches';
import { CurrencySection } from './currency-section';
import { NotificationsSection } from './notifications-section';
import { SecondFactorPolicy } from './second-factor-policy';
import { IntegrationSection } from '../../integration/components/integration-section';
import { DepreciationDefaultsSection } from '../../depreciation/components/depreciation-defaults-section';
import '../i18n';

interface SettingsPageProps {
  user: CurrentUser;
  company: Company;
  /** The company as the server answered a change of it. */
  onCompanyChanged: (company: Company) => void;
}

type SectionName = 'account' | 'company' | 'currency' | 'notifications';

/**
 * Spec: settings sections (billing comes with its issue; integration is its own feature's card,
 * root and admin only). Workers and stockmen
 * see the company's sections read-only: the API refuses them the changes.
 */
export function SettingsPage({ user, company, onCompanyChanged }: SettingsPageProps) {
  const { t } = useTranslation('settings');
  const editable = mayEditCompany(user.role);
  return (
    <Page title={t('title')} testId="settings-page">
      <Section name="account">
        <AccountSection user={user} />
      </Section>
      <Section name="company">
        <CompanyForm company={company} editable={editable} onChanged={onCompanyChanged} />
        <CompanySwitches company={company} editable={editable} onChanged={onCompanyChanged} />
        {user.role === 'root' ? <SecondFactorPolicy company={company} onChanged={onCompanyChanged} /> : null}
      </Section>
      <Section name="currency">
        <CurrencySection company={company} editable={editable} onChanged={onCompanyChanged} />
      </Section>
      <DepreciationDefaultsSection companyId={company._id} role={user.role} suggestTypes={planHas(plans[company.effectivePlan], 'analytics')} />
      <Section name="notifications">
        <NotificationsSection />
      </Section>
      <IntegrationSection user={user} company={company} />
    </Page>
  );
}

function Section({ name, children }: { name: SectionName; children: ReactNode }) {
  const { t } = useTranslation('settings');
  return (
    <Card.Root as="section" id={name} maxW="800px" aria-labelledby={`settings-${name}`} data-testid={`settings-section-${name}`}>
      <Card.Header>
        <Card.Title as="h2" id={`settings-${name}`} fontSize="xl">
          {t(`sections.${name}`)}
        </Card.Title>
      </Card.Header>
      <Card.Body gap="6">{children}</Card.Body>
    </Card.Root>
  );
}

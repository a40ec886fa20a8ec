import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import '../../features/shell/i18n';
import { breadcrumbsFor } from '../../features/shell/menu';

/** A menu destination whose screen comes in a later issue: its title only. */
export function SectionPage() {
  const { t } = useTranslation('shell');
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const crumb = breadcrumbsFor(pathname).at(-1);
  const title = !crumb ? '' : crumb.kind === 'menu' ? t(`menu.${crumb.name}`) : t(`subpage.${crumb.name}`);
  return <Page title={title} testId="section-page" />;
}

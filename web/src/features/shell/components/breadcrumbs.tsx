import { Breadcrumb } from '@chakra-ui/react/breadcrumb';
import { breadcrumbSlotRecipe } from '@chakra-ui/react/theme';
import { Link as RouterLink } from '@tanstack/react-router';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { breadcrumbsFor, type Crumb } from '../menu';
import '../i18n';

/** The page's place in the menu; `homeOnly` (role user) names home whatever the path. */
export function Breadcrumbs({ pathname, homeOnly = false }: { pathname: string; homeOnly?: boolean }) {
  const { t } = useTranslation('shell');
  const crumbs = homeOnly ? [] : breadcrumbsFor(pathname);
  const labelOf = (crumb: Crumb) => (crumb.kind === 'menu' ? t(`menu.${crumb.name}`) : t(`subpage.${crumb.name}`));
  return (
    <Breadcrumb.Root recipe={breadcrumbSlotRecipe} aria-label={t('breadcrumbs')} size="lg" data-testid="breadcrumbs">
      <Breadcrumb.List>
        {crumbs.length === 0 ? (
          <Breadcrumb.Item>
            <Breadcrumb.CurrentLink>{t('home')}</Breadcrumb.CurrentLink>
          </Breadcrumb.Item>
        ) : null}
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <Fragment key={crumb.path}>
              <Breadcrumb.Item>
                {last ? (
                  <Breadcrumb.CurrentLink>{labelOf(crumb)}</Breadcrumb.CurrentLink>
                ) : (
                  <Breadcrumb.Link asChild>
                    <RouterLink to={crumb.path}>{labelOf(crumb)}</RouterLink>
                  </Breadcrumb.Link>
                )}
              </Breadcrumb.Item>
              {last ? null : <Breadcrumb.Separator />}
            </Fragment>
          );
        })}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}

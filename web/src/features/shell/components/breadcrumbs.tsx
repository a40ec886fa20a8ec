import { Breadcrumb } from '@chakra-ui/react/breadcrumb';
import { breadcrumbSlotRecipe } from '@chakra-ui/react/theme';
import { Link as RouterLink } from '@tanstack/react-router';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { breadcrumbsFor, normalizePath, type Crumb } from '../menu';
import { usePageCrumbTitle } from '../page-crumb';
import '../i18n';

/** The page's place in the menu; `homeOnly` (role user) names home whatever the path. */
export function Breadcrumbs({ pathname, homeOnly = false }: { pathname: string; homeOnly?: boolean }) {
  const { t } = useTranslation('shell');
  const crumbs = homeOnly ? [] : breadcrumbsFor(pathname);
  const labelOf = (crumb: Crumb) => (crumb.kind === 'menu' ? t(`menu.${crumb.name}`) : t(`subpage.${crumb.name}`));
  // A detail page's own name (a stocktaking's title) follows its menu entry's crumb.
  const pageTitle = usePageCrumbTitle(normalizePath(pathname));
  const named = crumbs.length > 0 && pageTitle !== null;
  return (
    <Breadcrumb.Root recipe={breadcrumbSlotRecipe} aria-label={t('breadcrumbs')} size="lg" data-testid="breadcrumbs">
      <Breadcrumb.List>
        {crumbs.length === 0 ? (
          <Breadcrumb.Item>
            <Breadcrumb.CurrentLink>{t('home')}</Breadcrumb.CurrentLink>
          </Breadcrumb.Item>
        ) : null}
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1 && !named;
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
        {named ? (
          <Breadcrumb.Item>
            <Breadcrumb.CurrentLink data-testid="breadcrumbs-page">{pageTitle}</Breadcrumb.CurrentLink>
          </Breadcrumb.Item>
        ) : null}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}

import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { limits } from '../../../../../shared/limits';
import type { Role } from '../../../../../shared/roles';
import type { CompanyObject } from '../../../../../shared/schemas/locations';
import { AccessNotice, isAccessRefusal } from '../../../components/access-notice';
import { EmptyState } from '../../../components/empty-state';
import { ListSkeleton } from '../../../components/list-skeleton';
import { Page } from '../../../components/page';
import { Pager } from '../../../components/pager';
import { notify } from '../../../lib/toaster';
import { objectsListQuery, type ObjectsPage } from '../api/list-objects';
import { DeleteObjectDialog } from './delete-object-dialog';
import { ObjectFormDialog } from './object-form-dialog';
import '../i18n';

const noObjects: ObjectsPage = { data: [], count: 0 };

interface LocationsPageProps {
  role: Role;
  companyId: string;
  /** 1-based. */
  page: number;
  onPageChange: (page: number) => void;
}

type Dialog = { kind: 'create' } | { kind: 'edit'; object: CompanyObject } | { kind: 'delete'; object: CompanyObject };

/** Spec: objects (5 a page) with the locations inside them; a plan without `objects` shows the notice. */
export function LocationsPage({ role, companyId, page, onPageChange }: LocationsPageProps) {
  const { t } = useTranslation('locations');
  const list = useQuery(objectsListQuery(companyId, page));
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const refused = list.isError && isAccessRefusal(list.error);

  // Spec: a failed list fetch falls back to empty data, and says so once.
  useEffect(() => {
    if (list.isError && !isAccessRefusal(list.error)) notify.error(t('table_error', { ns: 'ui' }));
  }, [list.isError, list.error, list.errorUpdatedAt, t]);

  // Deleting the last object of a page leaves it empty: step back to the last page that has some.
  const data = list.isError ? noObjects : (list.data ?? noObjects);
  const lastPage = Math.max(1, Math.ceil(data.count / limits.pageSize.locations));
  useEffect(() => {
    if (list.isSuccess && !list.isPlaceholderData && page > lastPage) onPageChange(lastPage);
  }, [list.isSuccess, list.isPlaceholderData, page, lastPage, onPageChange]);

  return (
    <Page title={t('title')} testId="locations-page">
      {refused ? (
        <AccessNotice error={list.error} role={role} />
      ) : (
        <>
          <Flex justify="flex-end">
            <Button colorPalette="brand" onClick={() => setDialog({ kind: 'create' })} data-testid="locations-create">
              {t('create')}
            </Button>
          </Flex>
          {list.isPending ? (
            <ListSkeleton rows={limits.pageSize.locations} testId="locations-skeleton" />
          ) : data.data.length === 0 ? (
            <EmptyState
              title={t('empty_title')}
              text={t('empty_text')}
              action={
                <Button colorPalette="brand" onClick={() => setDialog({ kind: 'create' })} data-testid="locations-empty-create">
                  {t('create')}
                </Button>
              }
              testId="locations-empty"
            />
          ) : (
            <Stack gap="3" aria-busy={list.isFetching}>
              {data.data.map((object) => (
                <ObjectRow
                  key={object._id}
                  object={object}
                  onEdit={() => setDialog({ kind: 'edit', object })}
                  onDelete={() => setDialog({ kind: 'delete', object })}
                />
              ))}
            </Stack>
          )}
          {list.isPending ? null : (
            <Pager page={page} pageSize={limits.pageSize.locations} total={data.count} onPageChange={onPageChange} testId="locations-pager" />
          )}
        </>
      )}

      {dialog?.kind === 'create' ? <ObjectFormDialog role={role} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'edit' ? <ObjectFormDialog object={dialog.object} role={role} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'delete' ? <DeleteObjectDialog object={dialog.object} onClose={() => setDialog(null)} /> : null}
    </Page>
  );
}

function ObjectRow({ object, onEdit, onDelete }: { object: CompanyObject; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation('locations');
  return (
    <Box bg="white" borderWidth="1px" borderRadius="lg" p="4" data-testid={`object-row-${object.title}`}>
      <Flex align="flex-start" gap="4" wrap="wrap">
        <Stack gap="2" flex="1" minW={{ base: 'full', sm: '240px' }}>
          <Heading as="h2" size="md">
            {object.title}
          </Heading>
          {object.locations.length === 0 ? (
            <Text color="fg.muted" fontSize="sm">
              {t('no_locations')}
            </Text>
          ) : (
            <Flex gap="2" wrap="wrap" data-testid={`object-locations-${object.title}`}>
              {object.locations.map((location) => (
                <Badge key={location._id ?? location.title} recipe={badgeRecipe} size="md" variant="subtle">
                  {location.title}
                </Badge>
              ))}
            </Flex>
          )}
        </Stack>
        <Flex gap="2">
          <Button size="sm" variant="outline" onClick={onEdit} data-testid={`object-edit-${object.title}`}>
            {t('edit')}
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" onClick={onDelete} data-testid={`object-delete-${object.title}`}>
            {t('delete')}
          </Button>
        </Flex>
      </Flex>
    </Box>
  );
}

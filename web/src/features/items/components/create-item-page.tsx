import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Center } from '@chakra-ui/react/center';
import { DataList } from '@chakra-ui/react/data-list';
import { Flex } from '@chakra-ui/react/flex';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { badgeRecipe, dataListSlotRecipe } from '@chakra-ui/react/theme';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../../../shared/roles';
import { createItemBody } from '../../../../../shared/schemas/items';
import { AccessNotice, PlanNotice, isAccessRefusal } from '../../../components/access-notice';
import { FormField } from '../../../components/form-field';
import { itemLabel, unitName } from '../../../components/item-text';
import { LeaveGuard } from '../../../components/leave-guard';
import { Page } from '../../../components/page';
import { useAmounts } from '../../../components/use-amounts';
import { useErrorToast } from '../../../components/use-error-toast';
import { isApiError } from '../../../lib/api-client';
import { mayUse } from '../../../lib/item-access';
import { fieldErrorsOf } from '../../../lib/schema-errors';
import { notify } from '../../../lib/toaster';
import { companyObjectsQuery } from '../api/company-objects';
import { companyPeopleQuery } from '../api/company-people';
import { companySettingsQuery } from '../api/company-settings';
import { useCreateItem } from '../api/create-item';
import {
  changeItemForm,
  createItemRequestOf,
  emptyItemForm,
  infoStepFields,
  isItemFormChanged,
  itemFormErrorsOf,
  type ItemFormErrors,
  type ItemFormValues,
  type ItemSections,
} from '../item-form';
import { lastListSearch } from '../list-state';
import { ItemInfoFields } from './item-info-fields';
import { PersonSelect } from './pickers';
import '../i18n';

type Step = 'info' | 'responsible' | 'finish';
const allSections: ItemSections = { info: true, additional: true, location: true, responsible: true };

interface CreateItemPageProps {
  role: Role;
  companyId: string;
  currency: string;
  /** The plan's objects feature: the object and location fields need it. */
  withObjects: boolean;
}

/** Spec: a new item in three steps: its information, its responsible person (skippable), then finish. */
export function CreateItemPage({ role, companyId, currency, withObjects }: CreateItemPageProps) {
  const { t } = useTranslation('items');
  const navigate = useNavigate();
  const errorToast = useErrorToast();
  const settings = useQuery(companySettingsQuery(companyId));
  const create = useCreateItem(companyId);
  const [values, setValues] = useState<ItemFormValues>(emptyItemForm);
  const [errors, setErrors] = useState<ItemFormErrors>({});
  const [step, setStep] = useState<Step>('info');
  const [refusal, setRefusal] = useState<unknown>(null);

  // A failed settings read shows every section rather than none.
  const sections = settings.data?.createItemSectionsStatus ?? allSections;
  const steps: Step[] = sections.responsible ? ['info', 'responsible', 'finish'] : ['info', 'finish'];
  const request = createItemRequestOf(values, sections, withObjects);

  const change = (patch: Partial<ItemFormValues>) => {
    setValues((current) => changeItemForm(current, patch));
    setErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(patch)) delete next[field as keyof ItemFormErrors];
      if ('model' in patch || 'brand' in patch) delete next.brand;
      if ('location' in patch || 'object' in patch) delete next.object;
      return next;
    });
  };

  /** The first step goes on only when the schema finds nothing wrong with its fields. */
  const checkInfo = (): boolean => {
    const parsed = createItemBody.safeParse(request);
    if (parsed.success) return true;
    const found = fieldErrorsOf(parsed.error);
    const stepErrors = Object.fromEntries(Object.entries(found).filter(([field]) => (infoStepFields as readonly string[]).includes(field)));
    setErrors(stepErrors);
    return Object.keys(stepErrors).length === 0;
  };

  const goTo = (next: Step) => {
    if (step === 'info' && next !== 'info' && !checkInfo()) return;
    setStep(next);
  };
  const following = steps[steps.indexOf(step) + 1];
  const previous = steps[steps.indexOf(step) - 1];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (step !== 'finish') return following && goTo(following);
    const parsed = createItemBody.safeParse(request);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return setStep('info');
    }
    setRefusal(null);
    // The request as typed: the server reads the price from its string, never from a float.
    create.mutate(request, {
      onSuccess: ({ data }) => {
        notify.success(data.length === 1 ? t('created_single') : t('created_many', { count: data.length }));
        const [first] = data;
        if (first) void navigate({ to: '/items/$id', params: { id: first._id }, ignoreBlocker: true });
        else void navigate({ to: '/items', search: lastListSearch.get(companyId), ignoreBlocker: true });
      },
      onError: (error) => {
        const fields = itemFormErrorsOf(error);
        if (fields) {
          setErrors(fields);
          return setStep(fields.person ? 'responsible' : 'info');
        }
        if (isAccessRefusal(error)) return setRefusal(error);
        errorToast(error);
      },
    });
  };

  if (!mayUse(role, 'create')) return <AccessNotice error={null} role={role} />;

  return (
    <Page title={t('create_title')} testId="item-create-page">
      <LeaveGuard when={isItemFormChanged(values) && !create.isSuccess} />
      <Flex gap="2" wrap="wrap" data-testid="item-steps">
        {steps.map((name, index) => (
          <Badge
            key={name}
            recipe={badgeRecipe}
            size="lg"
            variant={name === step ? 'solid' : 'subtle'}
            colorPalette={name === step ? 'brand' : 'gray'}
            data-testid={`item-step-${name}`}
            data-current={name === step || undefined}
          >
            {index + 1}. {t(`steps.${name}`)}
          </Badge>
        ))}
      </Flex>
      <Card.Root maxW="860px" width="full">
        <Card.Body>
          {settings.isPending ? (
            <Center py="10">
              <Spinner color="brand.solid" />
            </Center>
          ) : (
            <form onSubmit={submit} noValidate>
              <Stack gap="6">
                {refusal ? <CreateRefusal error={refusal} role={role} /> : null}
                {step === 'info' ? (
                  <ItemInfoFields
                    companyId={companyId}
                    values={values}
                    errors={errors}
                    sections={sections}
                    withObjects={withObjects}
                    onChange={change}
                  />
                ) : null}
                {step === 'responsible' ? (
                  <Stack gap="4">
                    <Text color="fg.muted">{t('responsible_text')}</Text>
                    <FormField label={t('fields.person')}>
                      <PersonSelect
                        companyId={companyId}
                        holders
                        value={values.person}
                        onChange={(person) => change({ person })}
                        emptyLabel={t('no_person')}
                        testId="item-form-person"
                      />
                    </FormField>
                  </Stack>
                ) : null}
                {step === 'finish' ? <Summary companyId={companyId} values={values} request={request} currency={currency} /> : null}
                <Flex gap="3" justify="flex-end" wrap="wrap">
                  {previous ? (
                    <Button variant="outline" onClick={() => setStep(previous)} data-testid="item-step-back">
                      {t('step_back')}
                    </Button>
                  ) : (
                    <Button asChild variant="outline">
                      <RouterLink to="/items" search={lastListSearch.get(companyId)}>
                        {t('cancel', { ns: 'ui' })}
                      </RouterLink>
                    </Button>
                  )}
                  {step === 'responsible' ? (
                    <Button
                      variant="ghost"
                      onClick={() => {
                        change({ person: '' });
                        setStep('finish');
                      }}
                      data-testid="item-step-skip"
                    >
                      {t('step_skip')}
                    </Button>
                  ) : null}
                  {step === 'finish' ? (
                    <Button type="submit" colorPalette="brand" loading={create.isPending} data-testid="item-form-submit">
                      {t('create_submit')}
                    </Button>
                  ) : (
                    <Button type="submit" colorPalette="brand" data-testid="item-step-next">
                      {t('step_next')}
                    </Button>
                  )}
                </Flex>
              </Stack>
            </form>
          )}
        </Card.Body>
      </Card.Root>
    </Page>
  );
}

/** Spec: over the plan's item limit, "item limit reached: delete items or change the plan". */
function CreateRefusal({ error, role }: { error: unknown; role: Role }) {
  const { t } = useTranslation('items');
  if (isApiError(error, 'ItemLimitExceeded')) {
    return <PlanNotice role={role} reason="ItemLimitExceeded" title={t('limit_reached')} text={t('limit_reached_text')} />;
  }
  return <AccessNotice error={error} role={role} />;
}

interface SummaryProps {
  companyId: string;
  values: ItemFormValues;
  request: ReturnType<typeof createItemRequestOf>;
  currency: string;
}

function Summary({ companyId, values, request, currency }: SummaryProps) {
  const { t } = useTranslation('items');
  const { price } = useAmounts();
  const people = useQuery(companyPeopleQuery(companyId));
  const objects = useQuery(companyObjectsQuery(companyId));
  const person = people.data?.find((candidate) => candidate._id === request.person);
  const object = objects.data?.find((candidate) => candidate._id === request.object);
  const location = object?.locations.find((candidate) => candidate._id === request.location);
  const label = itemLabel(
    {
      title: values.title.trim(),
      brand: request.brand ?? null,
      model: request.model ?? null,
      type: request.type ?? null,
      accountingType: values.accountingType,
      quantity: Number(request.quantity),
      units: request.units ?? null,
    },
    (unit, count) => unitName(t, unit, count),
  );
  const rows: [string, string][] = [
    [t('fields.title'), label],
    [t('fields.accounting'), t(`accounting.${values.accountingType}`)],
    [t('fields.serial'), request.serial ?? t('none')],
    [t('fields.price'), request.price ? price(request.price, currency) : t('none')],
    [t('fields.count'), request.count],
    [t('fields.object'), [object?.title, location?.title].filter(Boolean).join(' / ') || t('none')],
    [t('fields.person'), person?.displayName ?? t('no_person')],
  ];
  return (
    <Stack gap="4" data-testid="item-summary">
      <Text color="fg.muted">{t('finish_text')}</Text>
      <DataList.Root recipe={dataListSlotRecipe} orientation="horizontal">
        {rows.map(([name, value]) => (
          <DataList.Item key={name}>
            <DataList.ItemLabel minW="180px">{name}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Stack>
  );
}

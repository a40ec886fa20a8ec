import { Input } from '@chakra-ui/react/input';
import { RadioGroup } from '@chakra-ui/react/radio-group';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { radioGroupSlotRecipe } from '@chakra-ui/react/theme';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../../../shared/roles';
import { stocktakingLimits, type StocktakingScope } from '../../../../../shared/schemas/stocktaking';
import { AccessNotice, isAccessRefusal } from '../../../components/access-notice';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { useErrorToast } from '../../../components/use-error-toast';
import { notify } from '../../../lib/toaster';
import { companyObjectsQuery } from '../../items/api/company-objects';
import { PersonSelect } from '../../items/components/pickers';
import { useStartStocktaking } from '../api/start-stocktaking';
import { PlaceCheckbox } from './place-checkbox';
import { scopeOf, type ScopeForm } from '../start-form';
import '../i18n';

const scopeKinds = ['company', 'places', 'responsible'] as const satisfies readonly StocktakingScope['kind'][];

interface StartStocktakingDialogProps {
  companyId: string;
  role: Role;
  onClose: () => void;
}

/** "New stocktaking": a title and what to count (the whole company, objects and locations, or a person's items). */
export function StartStocktakingDialog({ companyId, role, onClose }: StartStocktakingDialogProps) {
  const { t } = useTranslation('stocktaking');
  const navigate = useNavigate();
  const errorToast = useErrorToast();
  const start = useStartStocktaking(companyId);
  const objects = useQuery(companyObjectsQuery(companyId));
  const [form, setForm] = useState<ScopeForm>({ title: '', kind: 'company', places: [], responsible: '' });
  const [problem, setProblem] = useState<'places' | 'responsible' | null>(null);
  const [refusal, setRefusal] = useState<unknown>(null);

  const update = (patch: Partial<ScopeForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setProblem(null);
  };
  const togglePlace = (id: string, on: boolean) =>
    update({ places: on ? [...form.places, id] : form.places.filter((place) => place !== id) });

  const submit = () => {
    setRefusal(null);
    const scope = scopeOf(form, objects.data ?? []);
    if ('problem' in scope) return setProblem(scope.problem);
    start.mutate(
      { title: form.title.trim() || undefined, scope: scope.scope },
      {
        onSuccess: (created) => {
          notify.success(t('created'));
          onClose();
          void navigate({ to: '/stocktaking/$id', params: { id: created._id } });
        },
        onError: (error) => (isAccessRefusal(error) ? setRefusal(error) : errorToast(error)),
      },
    );
  };

  return (
    <FormDialog
      open
      title={t('create_title')}
      submitLabel={t('create_submit')}
      submitting={start.isPending}
      onSubmit={submit}
      onClose={onClose}
      submitTestId="stocktaking-start-submit"
      testId="stocktaking-start"
    >
      <Stack gap="5">
        {refusal ? <AccessNotice error={refusal} role={role} /> : null}
        <Text color="fg.muted" fontSize="sm">
          {t('create_text')}
        </Text>
        <FormField label={t('field_title')}>
          <Input
            maxLength={stocktakingLimits.titleMaxLength}
            placeholder={t('field_title_placeholder')}
            value={form.title}
            onChange={(event) => update({ title: event.target.value })}
            data-testid="stocktaking-start-title"
          />
        </FormField>
        <FormField label={t('field_scope')}>
          <RadioGroup.Root
            recipe={radioGroupSlotRecipe}
            colorPalette="brand"
            value={form.kind}
            onValueChange={(details) => update({ kind: details.value as ScopeForm['kind'] })}
          >
            <Stack gap="2">
              {scopeKinds.map((kind) => (
                <RadioGroup.Item key={kind} value={kind} data-testid={`stocktaking-start-scope-${kind}`}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{t(`scopes.${kind}`)}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
        </FormField>
        {form.kind === 'places' ? (
          <FormField label={t('field_objects')} error={problem === 'places' ? t('choose_places') : undefined}>
            <Stack gap="2" maxH="240px" overflowY="auto" data-testid="stocktaking-start-places">
              {(objects.data ?? []).map((object) => (
                <Stack key={object._id} gap="1">
                  <PlaceCheckbox id={object._id} label={object.title} checked={form.places.includes(object._id)} onChange={togglePlace} />
                  <Stack gap="1" ps="6">
                    {object.locations.flatMap((location) =>
                      location._id ? [
                        <PlaceCheckbox
                          key={location._id}
                          id={location._id}
                          label={location.title}
                          checked={form.places.includes(location._id)}
                          onChange={togglePlace}
                        />,
                      ] : [],
                    )}
                  </Stack>
                </Stack>
              ))}
            </Stack>
          </FormField>
        ) : null}
        {form.kind === 'responsible' ? (
          <FormField label={t('field_responsible')} error={problem === 'responsible' ? t('choose_person') : undefined}>
            <PersonSelect
              companyId={companyId}
              value={form.responsible}
              onChange={(responsible) => update({ responsible })}
              emptyLabel={t('choose_person')}
              label={t('field_responsible')}
              testId="stocktaking-start-responsible"
            />
          </FormField>
        ) : null}
      </Stack>
    </FormDialog>
  );
}

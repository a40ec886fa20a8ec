import { Card } from '@chakra-ui/react/card';
import { Input } from '@chakra-ui/react/input';
import { RadioGroup } from '@chakra-ui/react/radio-group';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { radioGroupSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { branchesLookup, citiesLookup, streetsLookup, type DeliveryBranch, type DeliveryStreet } from '../api/delivery';
import type { OrderField } from '../order-body';
import type { DeliveryDraft, LocalOrder } from '../order';
import { LookupField } from './lookup-field';
import '../i18n';

interface DeliveryFormProps {
  recipient: LocalOrder['recipient'];
  delivery: DeliveryDraft;
  onRecipientChange: (recipient: LocalOrder['recipient']) => void;
  onDeliveryChange: (delivery: DeliveryDraft) => void;
  /** Already translated, by field. */
  errorOf: (field: OrderField) => string | undefined;
}

/**
 * "Delivery data": who receives the stickers and where, at a postal branch or an address. The city
 * comes first; branches and streets are looked up within it.
 */
export function DeliveryForm({ recipient, delivery, onRecipientChange, onDeliveryChange, errorOf }: DeliveryFormProps) {
  const { t } = useTranslation('requests');
  const change = (patch: Partial<DeliveryDraft>) => onDeliveryChange({ ...delivery, ...patch });
  const { city } = delivery;
  // A draft saved with the other delivery type knows the city by the other directory's ref: pick it again.
  const cityRef = delivery.type === 'branch' ? (city?.cityRef ?? null) : (city?.ref ?? null);

  return (
    <Card.Root size="sm" data-testid="delivery-form">
      <Card.Header>
        <Card.Title>{t('delivery_title')}</Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label={t('recipient_name')} error={errorOf('recipient.name')} required>
              <Input
                bg="white"
                autoComplete="name"
                maxLength={200}
                value={recipient.name}
                onChange={(event) => onRecipientChange({ ...recipient, name: event.target.value })}
                data-testid="delivery-recipient-name"
              />
            </FormField>
            <FormField label={t('recipient_phone')} error={errorOf('recipient.phone')} required>
              <Input
                bg="white"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                maxLength={40}
                placeholder={t('recipient_phone_placeholder')}
                value={recipient.phone}
                onChange={(event) => onRecipientChange({ ...recipient, phone: event.target.value })}
                data-testid="delivery-recipient-phone"
              />
            </FormField>
          </SimpleGrid>

          <FormField label={t('delivery_type')}>
            <RadioGroup.Root
              recipe={radioGroupSlotRecipe}
              colorPalette="brand"
              value={delivery.type}
              onValueChange={(details) => change({ type: details.value === 'address' ? 'address' : 'branch' })}
            >
              <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '2', sm: '6' }}>
                {(['branch', 'address'] as const).map((type) => (
                  <RadioGroup.Item key={type} value={type} data-testid={`delivery-type-${type}`}>
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{t(type === 'branch' ? 'delivery_branch' : 'delivery_address')}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </Stack>
            </RadioGroup.Root>
          </FormField>

          <LookupField
            label={t('city')}
            placeholder={t('city_placeholder')}
            picked={city && cityRef ? city.name : null}
            onPick={(found) =>
              change({ city: { ref: found.ref, cityRef: found.cityRef, name: found.name }, branch: null, street: null })
            }
            onChange={() => change({ city: null, branch: null, street: null })}
            lookup={citiesLookup}
            optionKey={(found) => found.ref}
            optionLabel={(found) => found.name}
            // The directory's full name usually carries the region already.
            optionDetail={(found) => (found.area && !found.name.includes(found.area) ? found.area : undefined)}
            error={errorOf('delivery.city')}
            testId="delivery-city"
          />

          {delivery.type === 'branch' ? (
            <LookupField<DeliveryBranch>
              label={t('branch')}
              placeholder={t('branch_placeholder')}
              picked={delivery.branch ? t('branch_line', { number: delivery.branch.number, name: delivery.branch.name }) : null}
              onPick={(found) => change({ branch: { ref: found.ref, number: found.number, name: found.name } })}
              onChange={() => change({ branch: null })}
              lookup={(search) => branchesLookup(cityRef, search)}
              optionKey={(found) => found.ref}
              optionLabel={(found) => found.name}
              optionDetail={(found) => [found.kind === 'postomat' ? t('postomat') : null, found.address].filter(Boolean).join(' · ') || undefined}
              error={errorOf('delivery.branch')}
              disabled={!cityRef}
              testId="delivery-branch"
            />
          ) : (
            <>
              <LookupField<DeliveryStreet>
                label={t('street')}
                placeholder={t('street_placeholder')}
                picked={delivery.street?.name ?? null}
                onPick={(found) => change({ street: { ref: found.ref, name: found.name } })}
                onChange={() => change({ street: null })}
                lookup={(search) => streetsLookup(cityRef, search)}
                optionKey={(found) => found.ref}
                optionLabel={(found) => found.name}
                error={errorOf('delivery.street')}
                disabled={!cityRef}
                testId="delivery-street"
              />
              <SimpleGrid columns={2} gap="4">
                <FormField label={t('house')} error={errorOf('delivery.house')} required>
                  <Input bg="white" maxLength={20} value={delivery.house} onChange={(event) => change({ house: event.target.value })} data-testid="delivery-house" />
                </FormField>
                <FormField label={t('flat')}>
                  <Input bg="white" maxLength={20} value={delivery.flat} onChange={(event) => change({ flat: event.target.value })} data-testid="delivery-flat" />
                </FormField>
              </SimpleGrid>
            </>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Flex } from '@chakra-ui/react/flex';
import { Input } from '@chakra-ui/react/input';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/toaster';
import { useCheckPromo } from '../api/check-promo';
import '../i18n';

export interface Promo {
  code: string;
  sale: number;
}

interface PromoFieldProps {
  promo: Promo | null;
  /** A checked code, or null once a code proved invalid: the default sale applies again. */
  onPromo: (promo: Promo | null) => void;
  /** Set by the form when the server refused the code while creating the payment. */
  refused: boolean;
  /** The code is being edited: a refusal no longer applies to it. */
  onEdit: () => void;
}

/** Spec: the promo code (uppercased), checked with the server; an invalid one falls back to the default sale. */
export function PromoField({ promo, onPromo, refused, onEdit }: PromoFieldProps) {
  const { t } = useTranslation('payments');
  const check = useCheckPromo();
  const [code, setCode] = useState(promo?.code ?? '');
  const [invalid, setInvalid] = useState(false);
  const trimmed = code.trim().toUpperCase();

  const submit = () => {
    if (!trimmed) return;
    check.mutate(trimmed, {
      onSuccess: (answer) => {
        setInvalid(false);
        onPromo(answer);
      },
      onError: (error) => {
        if (isApiError(error, 'InvalidPromocode') || isApiError(error, 'ValidationError')) {
          setInvalid(true);
          onPromo(null);
        } else notify.error(t('contact_support', { ns: 'common' }));
      },
    });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // Enter checks the code instead of submitting the payment form around it.
    if (event.key === 'Enter') {
      event.preventDefault();
      submit();
    }
  };
  const showInvalid = invalid || refused;
  return (
    <Field.Root invalid={showInvalid}>
      <Field.Label>{t('options.promo')}</Field.Label>
      <Flex gap="2" w="full">
        <Input
          value={code}
          maxLength={40}
          textTransform="uppercase"
          onChange={(event) => {
            setCode(event.target.value);
            setInvalid(false);
            onEdit();
          }}
          onKeyDown={onKeyDown}
          data-testid="payment-promo-input"
        />
        <Button variant="outline" colorPalette="brand" onClick={submit} loading={check.isPending} disabled={!trimmed} data-testid="payment-promo-check">
          {t('options.promo_check')}
        </Button>
      </Flex>
      {showInvalid ? (
        <Field.ErrorText data-testid="payment-promo-error">{t('invalid_promo')}</Field.ErrorText>
      ) : promo ? (
        <Field.HelperText color="brand.fg" data-testid="payment-promo-applied">
          {t('options.promo_applied', { code: promo.code, sale: promo.sale })}
        </Field.HelperText>
      ) : null}
    </Field.Root>
  );
}

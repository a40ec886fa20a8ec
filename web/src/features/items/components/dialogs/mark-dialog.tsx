import { Input } from '@chakra-ui/react/input';
import { useState } from 'react';
import { markBody } from '../../../../../../shared/schemas/items';
import { FormField } from '../../../../components/form-field';
import { fieldErrorsOf } from '../../../../lib/schema-errors';
import { useMarkItem } from '../../api/mark-item';
import { ActionDialog } from './action-dialog';
import type { ItemDialogProps } from './item-dialog-props';
import { useActionDialog } from './use-action-dialog';
import '../../i18n';

/** Marks the item with the code its sticker or tag carries; a code is used once per company. */
export function MarkDialog(props: ItemDialogProps) {
  const { item, role, companyId, onClose } = props;
  const { t, errorText, failure, title, testId } = useActionDialog(props.action);
  const mark = useMarkItem(companyId, item._id);
  const [code, setCode] = useState('');
  const send = () => {
    failure.reset();
    const parsed = markBody.safeParse({ code });
    if (!parsed.success) return failure.setErrors(fieldErrorsOf(parsed.error));
    mark.mutate(parsed.data.code, { onSuccess: onClose, onError: (error) => failure.fail(error, { CodeAlreadyUsed: 'code' }) });
  };
  return (
    <ActionDialog title={title} submitLabel={title} role={role} submitting={mark.isPending} failure={failure} onSubmit={send} onClose={onClose} testId={testId}>
      <FormField label={t('mark_code')} error={errorText(failure.errors.code)} required>
        <Input
          value={code}
          maxLength={200}
          onChange={(event) => {
            setCode(event.target.value);
            failure.setErrors({});
          }}
          data-testid="item-mark-code"
        />
      </FormField>
    </ActionDialog>
  );
}

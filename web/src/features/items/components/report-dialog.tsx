import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../../../shared/roles';
import { itemReportBody } from '../../../../../shared/schemas/item-reports';
import type { ItemSort } from '../../../../../shared/schemas/items';
import { AccessNotice, PlanNotice } from '../../../components/access-notice';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { useFieldErrorText } from '../../../components/use-field-error';
import { addNamespace } from '../../../i18n';
import { reports } from '../../../i18n/locales/reports';
import type { ItemsFilters } from '../../../lib/api/list-items';
import { fieldErrorsOf } from '../../../lib/schema-errors';
import { useRequestReport } from '../api/request-report';
import { useDialogFailure } from './dialogs/use-dialog-failure';

addNamespace('reports', reports);

export interface ReportDialogProps {
  role: Role;
  companyId: string;
  /** The plan's `reports` feature: without it the dialog explains the plan instead. */
  allowed: boolean;
  /** The signed-in user's e-mail, offered and editable. */
  email: string;
  sort: ItemSort;
  filters: ItemsFilters;
  onClose: () => void;
}

/** Spec: POST /report {email}; the list's current filters and sort go with it, the file comes by e-mail. */
export function ReportDialog({ role, companyId, allowed, email: ownEmail, sort, filters, onClose }: ReportDialogProps) {
  const { t } = useTranslation('reports');
  const errorText = useFieldErrorText();
  const failure = useDialogFailure();
  const request = useRequestReport(companyId);
  const [email, setEmail] = useState(ownEmail);
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (sentTo) {
    return (
      <FormDialog open title={t('sent_title')} submitLabel={t('close')} onSubmit={onClose} onClose={onClose} testId="items-report-sent">
        <Text>{t('sent_text', { email: sentTo })}</Text>
      </FormDialog>
    );
  }

  const send = () => {
    failure.reset();
    const parsed = itemReportBody.safeParse({ email });
    if (!parsed.success) return failure.setErrors(fieldErrorsOf(parsed.error));
    request.mutate({ email: parsed.data.email, sort, filters }, { onSuccess: (answer) => setSentTo(answer.email), onError: (error) => failure.fail(error) });
  };
  return (
    <FormDialog
      open
      title={t('title')}
      submitLabel={t('send')}
      submitting={request.isPending}
      submitDisabled={!allowed || Boolean(failure.refusal)}
      onSubmit={send}
      onClose={onClose}
      submitTestId="items-report-submit"
      testId="items-report-dialog"
    >
      {!allowed ? (
        <PlanNotice role={role} reason="PlanAccessDenied" title={t('plan_denied', { ns: 'ui' })} text={t('plan_denied_text', { ns: 'ui' })} />
      ) : failure.refusal ? (
        <AccessNotice error={failure.refusal} role={role} />
      ) : (
        <Stack gap="4">
          <Text color="fg.muted">{t('text')}</Text>
          <FormField label={t('email')} error={errorText(failure.errors.email)} required>
            <Input
              type="email"
              value={email}
              maxLength={254}
              autoComplete="email"
              onChange={(event) => {
                setEmail(event.target.value);
                failure.setErrors({});
              }}
              data-testid="items-report-email"
            />
          </FormField>
        </Stack>
      )}
    </FormDialog>
  );
}

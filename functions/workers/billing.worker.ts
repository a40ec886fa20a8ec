import { billingJob, type BillingJob } from '../../shared/jobs';
import { processInvoice } from '../payments/invoice.processor';
import { dispatchByKind, sqsWorker, type ProcessorMap } from '../lib/sqs-worker';

/** Worker of the billing queue: invoice PDFs (pdf-lib lives here, not in the payments function). */
const processors: ProcessorMap<BillingJob> = {
  'billing.invoice': processInvoice,
};

export const handler = sqsWorker(billingJob, dispatchByKind(processors));

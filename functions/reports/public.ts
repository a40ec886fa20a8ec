/**
 * What the items function serves of reports: asking for an item list report, its state, and the
 * e-mailed link. The reports worker (functions/workers/report.worker.ts) builds the files.
 */
export { itemReportState, openReportLink, requestItemReport } from './requests';

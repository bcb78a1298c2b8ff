/**
 * Forms: filled checklists, their answers, the tickets failing answers open, signing and the
 * export of answers.
 * The public entry of this module: other modules, the seed and app.ts import only from here.
 * The PDF of a form and the job sheet read forms through `formDetailById` and `formsOfTicket`
 * (the caller's visibility applied). The demo seed writes its forms' rows and opens the tickets
 * of their failures with `openFailureTickets`, as a save of answers does.
 */
export { formDetailById, formsOfTicket, formsOfTicketForSheet } from './form-detail.ts';
export { formJobSheetHooks } from './pdf/form-pdf-job-sheet.ts';
export { visibleForms } from './form-access.ts';
export { formsModule } from './forms.module.ts';
export { nextFormSeq } from './form-create.ts';
export { openTaskChecklist, unfinishedFormNumbers } from './form-task-checklist.ts';
export { openFailureTickets, type FailureContext } from './form-failures.ts';
export { answerMapOf, formNumber } from './forms.shared.ts';
export type { FormsDeps } from './forms.shared.ts';

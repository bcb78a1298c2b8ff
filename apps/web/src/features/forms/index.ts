/**
 * Forms (filled checklists): the list and detail pages, the form filling itself, a ticket's
 * Forms tab, and the read-only preview the template builder shows on its phone.
 */
export { FormsPage, type FormsPageProps } from './list/forms-page.tsx';
export { FormPage, type FormPageProps } from './detail/form-page.tsx';
export { FormFill, type FormFillProps } from './fill/form-fill.tsx';
export { FormPreview, type FormPreviewProps } from './fill/form-preview.tsx';
export { TicketFormsPanel, type TicketFormsPanelProps } from './ticket/ticket-forms-panel.tsx';
export { ResultChip, FormStatusChip } from './components/form-chips.tsx';
export { formsKeys } from './api/keys.ts';
export { usePublishedTemplatesQuery } from './api/published-templates.ts';

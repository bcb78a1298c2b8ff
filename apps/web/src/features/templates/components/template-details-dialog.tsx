/**
 * A template's name, description and category: for a new template (created with an empty draft,
 * then opened in the builder) and for renaming one from the builder. The contract's rules check
 * the fields; the server's refusals land on them.
 */
import { z } from 'zod';
import { ZCreateTemplateRequest, type TTemplateDetail } from '@mainstay/contracts';
import { useTranslation } from 'react-i18next';
import {
  BoundSelect,
  BoundTextField,
  FormDialog,
  useFieldMessageIn,
  useServerForm,
} from '@/components/form';
import { useNotify } from '@/lib/notifications.tsx';
import { useTemplateCategoriesQuery } from '../api/template-categories.ts';
import { useCreateTemplateMutation, useUpdateTemplateMutation } from '../api/save-template.ts';

const ZDetailsForm = z.object({
  name: ZCreateTemplateRequest.shape.name,
  description: ZCreateTemplateRequest.shape.description.unwrap(),
  category_id: z.string(),
});
type TDetailsForm = z.input<typeof ZDetailsForm>;

export interface TemplateDetailsDialogProps {
  /** The template to rename; null for a new one. */
  template: TTemplateDetail | null;
  onClose: () => void;
  /** After a save, with the template as the server has it. */
  onSaved: (template: TTemplateDetail) => void;
}

export function TemplateDetailsDialog({ template, onClose, onSaved }: TemplateDetailsDialogProps) {
  const { t } = useTranslation('templates');
  const notify = useNotify();
  const message = useFieldMessageIn('templates');
  const categories = useTemplateCategoriesQuery();
  const create = useCreateTemplateMutation();
  const update = useUpdateTemplateMutation();
  const { control, dialog } = useServerForm<TDetailsForm, z.output<typeof ZDetailsForm>>({
    schema: ZDetailsForm,
    defaultValues: {
      name: template?.name ?? '',
      description: template?.description ?? '',
      category_id: template?.category?.id ?? '',
    },
    serverFields: ['name', 'description', 'category_id'],
    failure: t('details.saveFailed'),
    onValid: async (values) => {
      const body = { ...values, category_id: values.category_id || null };
      const saved = template
        ? await update.mutateAsync({ id: template.id, body })
        : await create.mutateAsync(body);
      notify.success(template ? t('details.saved') : t('details.created'));
      onSaved(saved);
    },
  });

  return (
    <FormDialog
      {...dialog}
      onClose={onClose}
      title={template ? t('details.editTitle') : t('details.newTitle')}
      submitLabel={template ? t('details.save') : t('details.create')}
    >
      <BoundTextField
        control={control}
        message={message}
        name="name"
        label={t('details.name')}
        required
        autoFocus
      />
      <BoundTextField
        control={control}
        message={message}
        name="description"
        label={t('details.description')}
        multiline
        minRows={2}
      />
      <BoundSelect
        control={control}
        message={message}
        name="category_id"
        label={t('details.category')}
        none={t('details.noCategory')}
        options={categories.data?.data ?? []}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      />
    </FormDialog>
  );
}

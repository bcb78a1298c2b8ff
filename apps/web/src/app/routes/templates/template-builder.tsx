/** /templates/{id}: one template in the builder, with the phone preview of its draft. */
import { useParams } from 'react-router';
import { ZTemplateField, type TTemplateDefinition, type TTemplateDraft } from '@mainstay/contracts';
import { FormPreview } from '@/features/forms';
import { TemplateBuilderPage } from '@/features/templates';
import { usePageTrail } from '../use-page-trail.ts';

/** The draft as a form would show it: the fields that are complete enough to draw. */
function previewDefinition(draft: TTemplateDraft): TTemplateDefinition {
  const fields = draft.fields.flatMap((field) => {
    const parsed = ZTemplateField.safeParse(field);
    return parsed.success ? [parsed.data] : [];
  });
  return { fields, requires_signature: draft.requires_signature };
}

const renderPreview = (draft: TTemplateDraft) => (
  <FormPreview definition={previewDefinition(draft)} />
);

export function Component() {
  const { id = '' } = useParams();
  const { title, breadcrumbs } = usePageTrail();
  return (
    <TemplateBuilderPage
      key={id}
      id={id}
      parentCrumbs={breadcrumbs.slice(0, -1)}
      fallbackTitle={title ?? ''}
      renderPreview={renderPreview}
    />
  );
}

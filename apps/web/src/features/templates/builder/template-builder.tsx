/**
 * The builder's page once the template is there: the header (details, versions, discard,
 * publish), the draft's state and problems, the palette, the fields and the phone preview
 * slot, with the dialogs they open. The draft itself lives in `useTemplateDraft`.
 */
import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TTemplateDetail } from '@mainstay/contracts';
import { TEMPLATE_LIMITS } from '@mainstay/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/data-table';
import { EmptyState } from '@/components/feedback';
import type { BreadcrumbItem } from '@/components/layout';
import { useAbility } from '@/lib/ability.ts';
import { draftBody } from '../lib/draft-field.ts';
import { draftProblems, problemsByField } from '../lib/problems.ts';
import { TemplateDetailsDialog } from '../components/template-details-dialog.tsx';
import { BuilderHeader, type BuilderDialog } from './builder-header.tsx';
import { BuilderNotices } from './builder-notices.tsx';
import { FieldEditor } from './field-editor.tsx';
import { FieldList } from './field-list.tsx';
import { FieldPalette } from './field-palette.tsx';
import { PhonePreviewSlot, type TemplatePreviewRenderer } from './preview-slot.tsx';
import { SwitchSetting } from './setting-inputs.tsx';
import { usePublishing } from './use-publishing.ts';
import { useTemplateDraft } from './use-template-draft.ts';
import { VersionsDialog } from './versions-dialog.tsx';
import { PublishDialog } from './publish-dialog.tsx';

export interface TemplateBuilderProps {
  template: TTemplateDetail;
  breadcrumbs: BreadcrumbItem[];
  renderPreview?: TemplatePreviewRenderer | undefined;
}

export function TemplateBuilder({ template, breadcrumbs, renderPreview }: TemplateBuilderProps) {
  const { t } = useTranslation('templates');
  const canWrite = useAbility().can('write', 'templates');
  const draft = useTemplateDraft(template);
  const publishing = usePublishing(template, draft);
  const [dialog, setDialog] = useState<BuilderDialog | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const local = useMemo(() => draftProblems(draft.fields, t), [draft.fields, t]);
  const problems = useMemo(
    () => problemsByField([...local, ...draft.serverProblems]),
    [local, draft.serverProblems],
  );
  const problemCount = [...problems.values()].reduce((sum, list) => sum + list.length, 0);
  const removingName = removing === null ? '' : draft.fields[removing]?.label.trim();

  function handleAdd(type: Parameters<typeof draft.addField>[0]) {
    setEditing(draft.addField(type));
  }

  return (
    <>
      <BuilderHeader
        template={template}
        breadcrumbs={breadcrumbs}
        canWrite={canWrite}
        draft={draft}
        onOpen={setDialog}
      />
      <BuilderNotices
        draft={draft}
        problems={problems}
        problemCount={problemCount}
        publishRefusal={publishing.refusal}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: canWrite ? '200px minmax(0, 1fr)' : 'minmax(0, 1fr)',
            lg: [canWrite && '220px', 'minmax(0, 1fr)', renderPreview && '380px']
              .filter(Boolean)
              .join(' '),
          },
        }}
      >
        {canWrite && (
          <FieldPalette
            onAdd={handleAdd}
            disabled={draft.fields.length >= TEMPLATE_LIMITS.fields}
          />
        )}
        <Box component="section" aria-labelledby="template-fields-heading" sx={{ minWidth: 0 }}>
          <Typography
            id="template-fields-heading"
            component="h2"
            variant="subtitle1"
            sx={{ mb: 1 }}
          >
            {t('builder.fieldsHeading', { count: draft.items.length })}
          </Typography>
          {draft.items.length === 0 ? (
            <Paper variant="outlined">
              <EmptyState
                title={t('builder.emptyTitle')}
                description={canWrite ? t('builder.emptyDescription') : undefined}
              />
            </Paper>
          ) : (
            <FieldList
              items={draft.items}
              problems={problems}
              edit={
                canWrite
                  ? { onEdit: setEditing, onRemove: setRemoving, onMove: draft.moveField }
                  : undefined
              }
            />
          )}
          <Paper variant="outlined" sx={{ mt: 2, px: 2, py: 1 }}>
            <SwitchSetting
              label={t('builder.requiresSignature')}
              checked={draft.requiresSignature}
              disabled={!canWrite}
              onChange={draft.setRequiresSignature}
            />
          </Paper>
        </Box>
        {renderPreview && (
          <PhonePreviewSlot
            draft={draftBody(draft.fields, draft.requiresSignature)}
            renderPreview={renderPreview}
          />
        )}
      </Box>
      {editing !== null && (
        <FieldEditor
          fields={draft.fields}
          index={editing}
          problems={problems.get(editing) ?? []}
          onChange={(patch) => draft.updateField(editing, patch)}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('builder.removeTitle', { name: removingName || t('builder.thisField') })}
        message={t('builder.removeMessage')}
        confirmLabel={t('builder.removeConfirm')}
        destructive
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (removing !== null) draft.removeField(removing);
          setRemoving(null);
        }}
      />
      {dialog === 'publish' && (
        <PublishDialog
          version={(template.version ?? 0) + 1}
          problemCount={problemCount}
          onPublish={(note) => publishing.publish(note, () => setDialog(null))}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        open={dialog === 'discard'}
        title={t('discard.title')}
        message={t(template.version ? 'discard.message' : 'discard.messageUnpublished')}
        confirmLabel={t('discard.confirm')}
        destructive
        loading={publishing.discarding}
        onClose={() => setDialog(null)}
        onConfirm={() => void publishing.discard(() => setDialog(null))}
      />
      {dialog === 'versions' && (
        <VersionsDialog
          templateId={template.id}
          versions={template.versions}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'details' && (
        <TemplateDetailsDialog
          template={template}
          onClose={() => setDialog(null)}
          onSaved={() => setDialog(null)}
        />
      )}
    </>
  );
}

/**
 * /dashboard: the caller's own dashboard. The layout's widgets on a grid, fed by the service
 * dashboard (one answer per distinct set of filters; widgets without their own follow the
 * page's, kept in the address). "Edit layout" lets a person with write on the dashboard add,
 * remove, move and resize widgets with the mouse or the keyboard, save, cancel, reset to the
 * default, and (the Owner, Administrators) share it as the organisation's default. Leaving
 * with unsaved changes asks first.
 */
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Edit from '@mui/icons-material/Edit';
import { useBlocker } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/data-table';
import { EmptyState, ErrorState, visuallyHidden } from '@/components/feedback';
import { PageHeader, type BreadcrumbItem } from '@/components/layout';
import { useAbility } from '@/lib/ability.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import {
  useDashboardLayoutQuery,
  useResetLayout,
  useSaveLayout,
  useShareLayout,
} from '../api/dashboard-layout.ts';
import { DashboardFilters } from '../components/dashboard-filters.tsx';
import { DashboardSkeleton } from '../components/dashboard-skeleton.tsx';
import { useDashboardParams } from '../lib/dashboard-params.ts';
import { canAdd, WIDGET_TITLE_KEYS } from './layout-grid.ts';
import { LayoutGrid } from './layout-grid-view.tsx';
import { AddWidgetMenu, LayoutToolbar } from './layout-toolbar.tsx';
import { useLayoutEditor } from './use-layout-editor.ts';
import { useWidgetAnswers, widgetQuery } from './use-widget-answers.ts';
import { WidgetFiltersDialog } from './widget-filters-dialog.tsx';
import { WidgetView } from './widget-view.tsx';

export interface MyDashboardPageProps {
  title: string;
  breadcrumbs: BreadcrumbItem[];
}

type Confirm = 'reset' | 'share' | null;

export function MyDashboardPage({ title, breadcrumbs }: MyDashboardPageProps) {
  const { t } = useTranslation(['dashboards', 'tickets']);
  const ability = useAbility();
  const canEdit = ability.can('write', 'dashboard');
  const canShare = ability.can('manage', 'dashboard') || ability.can('manage', 'organisation');
  const layout = useDashboardLayoutQuery();
  const editor = useLayoutEditor(layout.data?.widgets);
  const page = useDashboardParams();
  const answerOf = useWidgetAnswers(editor.widgets, page);
  const save = useSaveLayout();
  const reset = useResetLayout();
  const share = useShareLayout();
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [filtering, setFiltering] = useState<string | null>(null);
  const busy = save.isPending || reset.isPending || share.isPending;
  const failure = save.error ?? reset.error ?? share.error;

  // Leaving with unsaved changes: asked inside the app, and by the browser on a reload or close.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      editor.dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!editor.dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [editor.dirty]);

  const body = { widgets: editor.widgets };
  function onSave() {
    save.mutate(body, {
      onSuccess: () => {
        editor.stop();
        editor.announce(t('custom.saved'));
      },
    });
  }
  function onConfirm() {
    const done = (message: string) => () => {
      setConfirm(null);
      editor.announce(message);
    };
    if (confirm === 'reset') {
      reset.mutate(undefined, {
        onSuccess: () => {
          editor.stop();
          done(t('custom.resetDone'))();
        },
      });
    } else share.mutate(body, { onSuccess: done(t('custom.shared')) });
  }

  const filtered = editor.widgets.find((w) => w.id === filtering);
  const sourceText = layout.data ? t(`custom.source.${layout.data.source}`) : '';
  let content;
  if (layout.isError && !layout.data) {
    content = (
      <ErrorState
        message={errorMessage(layout.error, t('custom.loadFailed'))}
        onRetry={() => void layout.refetch()}
      />
    );
  } else if (!layout.data) {
    content = <DashboardSkeleton widgets={4} />;
  } else if (editor.widgets.length === 0) {
    content = (
      <EmptyState
        title={t('custom.empty.title')}
        description={t(canEdit ? 'custom.empty.invite' : 'custom.empty.description')}
        action={
          editor.editing ? (
            <AddWidgetMenu onAdd={editor.add} disabled={busy} />
          ) : canEdit ? (
            <Button variant="contained" onClick={editor.start}>
              {t('custom.edit')}
            </Button>
          ) : undefined
        }
      />
    );
  } else {
    content = (
      <LayoutGrid
        widgets={editor.widgets}
        editing={editor.editing}
        label={t('custom.grid')}
        render={(widget) => (
          <WidgetView
            widget={widget}
            query={widgetQuery(widget, page.query)}
            answer={answerOf(widget)}
          />
        )}
        onAction={editor.act}
        onDrop={editor.drop}
        onFilters={setFiltering}
        onRemove={editor.remove}
      />
    );
  }

  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={breadcrumbs}
        actions={
          canEdit && layout.data && !editor.editing ? (
            <Button variant="outlined" startIcon={<Edit />} onClick={editor.start}>
              {t('custom.edit')}
            </Button>
          ) : undefined
        }
      />
      <DashboardFilters state={page} />
      {layout.data && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {sourceText}
        </Typography>
      )}
      {editor.editing && (
        <LayoutToolbar
          canAdd={canAdd(editor.widgets)}
          canShare={canShare}
          busy={busy}
          onAdd={editor.add}
          onSave={onSave}
          onCancel={editor.stop}
          onReset={() => setConfirm('reset')}
          onShare={() => setConfirm('share')}
        />
      )}
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(failure, t('custom.saveFailed'))}
        </Alert>
      )}
      <div role="status" aria-live="polite" style={visuallyHidden}>
        {editor.announcement}
      </div>
      {content}
      {filtered && (
        <WidgetFiltersDialog
          title={t(WIDGET_TITLE_KEYS[filtered.type])}
          filters={filtered.filters}
          onClose={() => setFiltering(null)}
          onSave={(filters) => {
            editor.setFilters(filtered.id, filters);
            setFiltering(null);
          }}
        />
      )}
      <ConfirmDialog
        open={confirm !== null}
        title={t(confirm === 'share' ? 'custom.shareConfirm.title' : 'custom.resetConfirm.title')}
        message={t(
          confirm === 'share' ? 'custom.shareConfirm.message' : 'custom.resetConfirm.message',
        )}
        confirmLabel={t(confirm === 'share' ? 'custom.share' : 'custom.reset')}
        destructive={confirm === 'reset'}
        loading={busy}
        onConfirm={onConfirm}
        onClose={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title={t('custom.leave.title')}
        message={t('custom.leave.message')}
        confirmLabel={t('custom.leave.confirm')}
        destructive
        onConfirm={() => blocker.proceed?.()}
        onClose={() => blocker.reset?.()}
      />
    </>
  );
}

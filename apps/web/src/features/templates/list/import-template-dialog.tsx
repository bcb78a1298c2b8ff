/**
 * Importing a template from a JSON file (the format export writes): the file is read here and
 * sent as it is; the server checks it and answers each problem at its path, listed here by field
 * (its number and label from the file) and setting. The chosen file stays chosen, so it can be
 * fixed and chosen again, or sent again after a lost connection.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import type { TTemplateDetail } from '@mainstay/contracts';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { FileButton } from '@/components/detail';
import { FormDialog } from '@/components/form';
import { isApiError } from '@/lib/api-client.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { useImportTemplateMutation } from '../api/save-template.ts';

interface ChosenFile {
  name: string;
  content: unknown;
}

interface FileProblem {
  where: string;
  message: string;
}

const TOP_LEVEL = ['format', 'format_version', 'name', 'description', 'category', 'definition'];

/** "Field 3 “Water temperature”, label" for `definition.fields.2.label`. */
function placeOf(path: string, content: unknown, t: TFunction<'templates'>): string {
  const parts = path.split('.');
  const match = /^definition\.fields\.(\d+)(?:\.(.+))?$/.exec(path);
  if (match?.[1]) {
    const index = Number(match[1]);
    const fields = (content as { definition?: { fields?: { label?: unknown }[] } })?.definition
      ?.fields;
    const label = fields?.[index]?.label;
    const field =
      typeof label === 'string' && label.trim()
        ? t('import.fieldNamed', { number: index + 1, label })
        : t('import.field', { number: index + 1 });
    return match[2] ? `${field}, ${match[2]}` : field;
  }
  const top = parts[0] ?? '';
  return TOP_LEVEL.includes(top) && parts.length === 1 ? t(`import.paths.${top}`) : path;
}

export function ImportTemplateDialog({
  onClose,
  onImported,
}: {
  onClose: () => void;
  onImported: (template: TTemplateDetail) => void;
}) {
  const { t } = useTranslation('templates');
  const notify = useNotify();
  const importFile = useImportTemplateMutation();
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [problems, setProblems] = useState<FileProblem[]>([]);

  async function handleFile(chosen: File) {
    setProblems([]);
    setError(null);
    try {
      setFile({ name: chosen.name, content: JSON.parse(await chosen.text()) as unknown });
    } catch {
      setFile(null);
      setError(t('import.notJson', { name: chosen.name }));
    }
  }

  async function handleSubmit() {
    if (!file) return setError(t('import.chooseFirst'));
    setError(null);
    setProblems([]);
    try {
      const template = await importFile.mutateAsync(file.content);
      notify.success(t('import.done', { name: template.name }));
      onImported(template);
    } catch (caught) {
      const errors = isApiError(caught) ? (caught.errors ?? {}) : {};
      setProblems(
        Object.entries(errors).flatMap(([path, messages]) =>
          messages.map((message) => ({ where: placeOf(path, file.content, t), message })),
        ),
      );
      setError(errorMessage(caught, t('import.failed')));
    }
  }

  return (
    <FormDialog
      onClose={onClose}
      title={t('import.title')}
      submitLabel={t('import.submit')}
      onSubmit={handleSubmit}
      pending={importFile.isPending}
      error={error}
      intro={
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('import.intro')}
        </Typography>
      }
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <FileButton
          variant="outlined"
          startIcon={<FileUploadOutlined />}
          inputLabel={t('import.fileInput')}
          accept=".json,application/json"
          onFiles={([chosen]) => void handleFile(chosen)}
        >
          {t('import.choose')}
        </FileButton>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {file ? file.name : t('import.noFile')}
        </Typography>
      </Box>
      {problems.length > 0 && (
        <Alert severity="warning">
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('import.problems', { count: problems.length })}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {problems.map((problem, index) => (
              <li key={index}>
                <strong>{problem.where}</strong>: {problem.message}
              </li>
            ))}
          </Box>
        </Alert>
      )}
    </FormDialog>
  );
}

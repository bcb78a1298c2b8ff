/**
 * The import dialog of buildings, locations or assets: upload a file, map its columns, check
 * every row (all or nothing, or the valid rows only), then import in the background with a
 * progress bar. Lists of the kind imported are refreshed when the import completes.
 */
import { useEffect, useRef, useState } from 'react';
import type {
  TImportEntity,
  TImportMapping,
  TImportMode,
  TImportUpload,
} from '@mainstay/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '@/components/form/index.ts';
import { isApiError } from '@/lib/api-client.ts';
import { isRunning, useImportQuery } from '../api/get-import.ts';
import { useRunImportMutation } from '../api/run-import.ts';
import { useUploadImportMutation } from '../api/upload-import.ts';
import { useValidateImportMutation } from '../api/validate-import.ts';
import { ImportStep } from './import-step.tsx';
import { ImportStepper } from './import-stepper.tsx';
import { MappingStep } from './mapping-step.tsx';
import { missingRequired } from './mapping.ts';
import { UploadStep } from './upload-step.tsx';
import { ValidateStep } from './validate-step.tsx';

export interface ImportDialogProps {
  entity: TImportEntity;
  open: boolean;
  onClose: () => void;
}

export function ImportDialog({ entity, open, onClose }: ImportDialogProps) {
  const { t } = useTranslation('imports');
  const queryClient = useQueryClient();
  const [step, setStep] = useState(0);
  const [upload, setUpload] = useState<TImportUpload | null>(null);
  const [mapping, setMapping] = useState<TImportMapping>({});
  const [showMappingErrors, setShowMappingErrors] = useState(false);
  const [mode, setMode] = useState<TImportMode>('all_or_nothing');
  const [checkedMode, setCheckedMode] = useState<TImportMode | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = upload?.id ?? '';
  const uploadMutation = useUploadImportMutation(entity);
  const validateMutation = useValidateImportMutation(id);
  const runMutation = useRunImportMutation(id);
  const jobQuery = useImportQuery(step >= 2 && checkedMode ? id : undefined);
  const job = jobQuery.data;
  const refreshed = useRef<string | null>(null);

  // The lists of what was imported show the new rows as soon as the import is done.
  useEffect(() => {
    if (job?.status === 'completed' && refreshed.current !== job.id) {
      refreshed.current = job.id;
      void queryClient.invalidateQueries({ queryKey: [entity] });
    }
  }, [job?.status, job?.id, entity, queryClient]);

  const reset = () => {
    setStep(0);
    setUpload(null);
    setMapping({});
    setShowMappingErrors(false);
    setMode('all_or_nothing');
    setCheckedMode(null);
    setError(null);
  };
  const handleClose = () => {
    reset();
    onClose();
  };
  const messageOf = (caught: unknown, fallback: string) =>
    isApiError(caught) && caught.status !== 0 && caught.message ? caught.message : fallback;

  const handleFile = async (file: File) => {
    setError(null);
    try {
      const uploaded = await uploadMutation.mutateAsync(file);
      setUpload(uploaded);
      setMapping(uploaded.suggested_mapping);
      setStep(1);
    } catch (caught) {
      setError(messageOf(caught, t('upload.failed')));
    }
  };

  const handleMappingNext = () => {
    if (!upload) return;
    if (missingRequired(upload.fields, mapping).length > 0) {
      setShowMappingErrors(true);
      return;
    }
    setError(null);
    setStep(2);
  };

  const handleValidate = async () => {
    setError(null);
    try {
      await validateMutation.mutateAsync({ mapping, mode });
      setCheckedMode(mode);
    } catch (caught) {
      setError(messageOf(caught, t('validate.failed')));
    }
  };

  const handleRun = async () => {
    setError(null);
    try {
      await runMutation.mutateAsync();
      setStep(3);
    } catch (caught) {
      setError(messageOf(caught, t('run.failed')));
    }
  };

  const checked = checkedMode === mode && job?.status === 'validated';
  const canRun =
    checked && job.counts.valid > 0 && !(mode === 'all_or_nothing' && job.counts.rejected > 0);
  const running = isRunning(job) || validateMutation.isPending || runMutation.isPending;

  return (
    <DialogFrame
      open={open}
      onClose={handleClose}
      pending={uploadMutation.isPending}
      title={t(`title.${entity}`)}
      maxWidth="md"
    >
      <DialogContent>
        <ImportStepper step={step} />
        {error ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        ) : null}
        {step === 0 ? (
          <UploadStep entity={entity} uploading={uploadMutation.isPending} onFile={handleFile} />
        ) : null}
        {step === 1 && upload ? (
          <MappingStep
            upload={upload}
            mapping={mapping}
            onChange={setMapping}
            showErrors={showMappingErrors}
          />
        ) : null}
        {step === 2 ? (
          <ValidateStep
            mode={mode}
            onModeChange={setMode}
            job={checkedMode ? job : undefined}
            checked={checkedMode === mode}
            disabled={running}
          />
        ) : null}
        {step === 3 ? <ImportStep job={job} /> : null}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {step === 3 ? (
          <Button variant="contained" onClick={handleClose}>
            {isRunning(job) ? t('actions.closeRunning') : t('actions.done')}
          </Button>
        ) : (
          <Button onClick={handleClose} disabled={uploadMutation.isPending}>
            {t('actions.cancel')}
          </Button>
        )}
        {step === 1 || step === 2 ? (
          <Button
            onClick={() => {
              // A changed mapping must be checked again.
              setCheckedMode(null);
              setStep(step - 1);
            }}
            disabled={running}
          >
            {t('actions.back')}
          </Button>
        ) : null}
        {step === 1 ? (
          <Button variant="contained" onClick={handleMappingNext}>
            {t('actions.next')}
          </Button>
        ) : null}
        {step === 2 ? (
          <>
            <Button
              variant={canRun ? 'outlined' : 'contained'}
              onClick={handleValidate}
              disabled={running}
            >
              {checked ? t('actions.checkAgain') : t('actions.check')}
            </Button>
            <Button variant="contained" onClick={handleRun} disabled={!canRun || running}>
              {t('actions.import')}
            </Button>
          </>
        ) : null}
      </DialogActions>
    </DialogFrame>
  );
}

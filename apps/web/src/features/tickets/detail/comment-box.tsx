/**
 * Writing on the timeline: text with @mentions, who may read it (internal to the team, or
 * visible to the reporter) and attachments. Files are uploaded to the ticket first, then the
 * comment names them; a file already uploaded is not sent twice when the comment is retried.
 * A reporter's comments are always visible to them, so they get no choice.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import AttachFile from '@mui/icons-material/AttachFile';
import Close from '@mui/icons-material/Close';
import LockOutlined from '@mui/icons-material/LockOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import { useTranslation } from 'react-i18next';
import type { TTicketKind } from '@mainstay/contracts';
import { visuallyHidden } from '@/components/feedback';
import { applyFieldErrors, errorMessage } from '@/lib/form-errors.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { useAddCommentMutation } from '../api/ticket-activity.ts';
import { useUploadTicketFileMutation } from '../api/ticket-files.ts';
import { useTicketOptionsQuery } from '../api/ticket-options.ts';
import { MentionField, type MentionUser } from './mention-field.tsx';
import { mentionIds } from './mentions.ts';

type Visibility = 'internal' | 'public';
const MAX_FILES = 10;

interface Attachment {
  file: File;
  /** Set once uploaded, so a retry only sends the comment. */
  uploadedId: string | null;
}

export interface CommentBoxProps {
  kind: TTicketKind;
  ticketId: string;
  /** Team members choose who reads it; a reporter's comment is always public. */
  mayWriteInternal: boolean;
}

export function CommentBox({ kind, ticketId, mayWriteInternal }: CommentBoxProps) {
  const { t } = useTranslation('ticketDetail');
  const notify = useNotify();
  const titleId = useId();
  const fileInput = useRef<HTMLInputElement | null>(null);
  const [body, setBody] = useState('');
  const [visibility, setVisibility] = useState<Visibility>(
    mayWriteInternal ? 'internal' : 'public',
  );
  const [mentioned, setMentioned] = useState<MentionUser[]>([]);
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [bodyError, setBodyError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  // Reporters cannot list the organisation's people, and mention no one.
  const options = useTicketOptionsQuery(kind, mayWriteInternal);
  const upload = useUploadTicketFileMutation(kind, ticketId);
  const comment = useAddCommentMutation(kind, ticketId);
  const busy = upload.isPending || comment.isPending;

  async function uploadAll(): Promise<string[]> {
    const ids: string[] = [];
    for (const [index, attachment] of attachments.entries()) {
      let id = attachment.uploadedId;
      if (!id) {
        id = (await upload.mutateAsync(attachment.file)).id;
        const uploaded = id;
        setAttachments((list) =>
          list.map((item, at) => (at === index ? { ...item, uploadedId: uploaded } : item)),
        );
      }
      ids.push(id);
    }
    return ids;
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const text = body.trim();
    if (!text) {
      setBodyError(t('validation.commentRequired'));
      return;
    }
    setBodyError(null);
    try {
      const fileIds = await uploadAll();
      await comment.mutateAsync({
        body: text,
        visibility: mayWriteInternal ? visibility : 'public',
        mention_ids: mentionIds(text, mentioned),
        file_ids: fileIds,
      });
      setBody('');
      setMentioned([]);
      setAttachments([]);
      notify.success(t('notify.commented'));
    } catch (error) {
      const landed = applyFieldErrors(error, (key, message) => {
        if (key !== 'body') return false;
        setBodyError(message);
        return true;
      });
      if (!landed) setFormError(errorMessage(error, t('errors.commentFailed')));
    }
  }

  function addFiles(files: FileList | null) {
    const chosen = Array.from(files ?? []).map((file) => ({ file, uploadedId: null }));
    setAttachments((list) => [...list, ...chosen].slice(0, MAX_FILES));
    if (fileInput.current) fileInput.current.value = '';
  }

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-labelledby={titleId}>
      <Typography id={titleId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('comments.title')}
      </Typography>
      {formError ? (
        <Alert severity="error" sx={{ mb: 1.5 }}>
          {formError}
        </Alert>
      ) : null}
      <MentionField
        label={t('comments.body')}
        value={body}
        onChange={setBody}
        onMention={(person) => setMentioned((list) => [...list, person])}
        people={mayWriteInternal ? (options.data?.users ?? []) : []}
        error={bodyError}
        disabled={busy}
      />
      {attachments.length > 0 ? (
        <Box
          component="ul"
          aria-label={t('comments.attachments')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0, mt: 1 }}
        >
          {attachments.map((attachment, index) => (
            <Box
              component="li"
              key={`${attachment.file.name}-${index}`}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 0.5,
                maxWidth: '100%',
                border: 1,
                borderColor: 'divider',
                borderRadius: 4,
                paddingInlineStart: 1.5,
              }}
            >
              <Typography variant="body2" noWrap sx={{ minWidth: 0 }}>
                {attachment.file.name}
              </Typography>
              <IconButton
                size="small"
                disabled={busy}
                aria-label={t('comments.removeFile', { name: attachment.file.name })}
                onClick={() => setAttachments((list) => list.filter((_, at) => at !== index))}
              >
                <Close fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 1.5 }}>
        {mayWriteInternal ? (
          <ToggleButtonGroup
            exclusive
            size="small"
            value={visibility}
            onChange={(_, next: Visibility | null) => next && setVisibility(next)}
            aria-label={t('comments.visibility')}
          >
            <ToggleButton value="internal">
              <LockOutlined fontSize="small" sx={{ marginInlineEnd: 0.5 }} />
              {t('comments.internal')}
            </ToggleButton>
            <ToggleButton value="public">
              <PublicOutlined fontSize="small" sx={{ marginInlineEnd: 0.5 }} />
              {t('comments.public')}
            </ToggleButton>
          </ToggleButtonGroup>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('comments.publicOnly')}
          </Typography>
        )}
        <Button
          startIcon={<AttachFile />}
          onClick={() => fileInput.current?.click()}
          disabled={busy || attachments.length >= MAX_FILES}
        >
          {t('comments.attach')}
        </Button>
        <input
          ref={fileInput}
          type="file"
          multiple
          tabIndex={-1}
          aria-label={t('comments.chooseFiles')}
          style={visuallyHidden}
          onChange={(event) => addFiles(event.target.files)}
        />
        <Box sx={{ flexGrow: 1 }} />
        <Button type="submit" variant="contained" loading={busy}>
          {t('comments.send')}
        </Button>
      </Box>
    </Box>
  );
}

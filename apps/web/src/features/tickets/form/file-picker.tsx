/**
 * Photos and documents chosen while creating a ticket. They are kept here until the ticket
 * exists, then sent one by one; an error in the form does not lose them.
 */
import { useId, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import { useTranslation } from 'react-i18next';

export const MAX_TICKET_FILES = 10;

export interface FilePickerProps {
  files: File[];
  onChange: (files: File[]) => void;
}

function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export function FilePicker({ files, onChange }: FilePickerProps) {
  const { t } = useTranslation('tickets');
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const full = files.length >= MAX_TICKET_FILES;
  return (
    <Box>
      <input
        ref={input}
        id={inputId}
        type="file"
        multiple
        accept="image/*,application/pdf,.doc,.docx,.xls,.xlsx,.txt"
        aria-label={t('form.addFiles')}
        style={{ display: 'none' }}
        onChange={(event) => {
          const chosen = Array.from(event.target.files ?? []);
          onChange([...files, ...chosen].slice(0, MAX_TICKET_FILES));
          // The same file may be chosen again after being removed.
          event.target.value = '';
        }}
      />
      <Button
        variant="outlined"
        color="secondary"
        startIcon={<AttachFileOutlined />}
        disabled={full}
        onClick={() => input.current?.click()}
      >
        {t('form.addFiles')}
      </Button>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        {t('form.filesHint', { max: MAX_TICKET_FILES })}
      </Typography>
      {files.length > 0 && (
        <List dense aria-label={t('form.chosenFiles')}>
          {files.map((file, index) => (
            <ListItem
              key={`${file.name}-${index}`}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('form.removeFile', { name: file.name })}
                  onClick={() => onChange(files.filter((_, position) => position !== index))}
                >
                  <CloseOutlined fontSize="small" />
                </IconButton>
              }
            >
              <ListItemText
                primary={file.name}
                secondary={sizeText(file.size)}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

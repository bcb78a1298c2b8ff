/**
 * The comment's text with @mention suggestions: typing "@" and part of a name lists matching
 * people under the field (a combobox: arrows move, Enter or Tab picks, Escape closes); picking
 * one writes "@Full Name " and remembers who was meant.
 */
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TTicketOptions } from '@mainstay/contracts';
import { insertMention, matchingPeople, mentionAt, type MentionQuery } from './mentions.ts';

export type MentionUser = TTicketOptions['users'][number];

export interface MentionFieldProps {
  value: string;
  onChange: (value: string) => void;
  onMention: (person: MentionUser) => void;
  people: readonly MentionUser[];
  label: string;
  error?: string | null;
  disabled?: boolean;
}

export function MentionField({
  value,
  onChange,
  onMention,
  people,
  label,
  error,
  disabled = false,
}: MentionFieldProps) {
  const { t } = useTranslation('ticketDetail');
  const listId = useId();
  const inputRef = useRef<HTMLTextAreaElement | null>(null);
  const [query, setQuery] = useState<MentionQuery | null>(null);
  const [active, setActive] = useState(0);
  const options = query ? matchingPeople(people, query.text) : [];
  const open = options.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  function track(text: string, caret: number) {
    const next = mentionAt(text, caret);
    setQuery(next);
    if (next?.text !== query?.text) setActive(0);
  }

  function pick(person: MentionUser) {
    const input = inputRef.current;
    if (!query || !input) return;
    const caret = input.selectionStart ?? value.length;
    const next = insertMention(value, query, caret, person.name);
    onChange(next.value);
    onMention(person);
    setQuery(null);
    // Put the caret after the inserted name once React has written the new text.
    requestAnimationFrame(() => {
      input.focus();
      input.setSelectionRange(next.caret, next.caret);
    });
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      const person = options[active];
      if (person) {
        event.preventDefault();
        pick(person);
      }
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setQuery(null);
    }
  }

  return (
    <Box sx={{ position: 'relative' }}>
      <TextField
        fullWidth
        multiline
        minRows={3}
        label={label}
        value={value}
        disabled={disabled}
        error={Boolean(error)}
        helperText={error || t('comments.mentionHint')}
        inputRef={inputRef}
        onChange={(event) => {
          onChange(event.target.value);
          track(event.target.value, event.target.selectionStart ?? event.target.value.length);
        }}
        onKeyDown={handleKeyDown}
        onBlur={() => setQuery(null)}
        slotProps={{
          htmlInput: {
            role: 'combobox',
            'aria-autocomplete': 'list',
            'aria-expanded': open,
            'aria-controls': open ? listId : undefined,
            'aria-activedescendant': open ? optionId(active) : undefined,
          },
        }}
      />
      {open ? (
        <Paper
          elevation={8}
          sx={{
            position: 'absolute',
            insetInlineStart: 0,
            top: '100%',
            zIndex: (theme) => theme.zIndex.modal,
            width: 'min(100%, 320px)',
            mt: -2.5,
          }}
        >
          <MenuList id={listId} role="listbox" aria-label={t('comments.mentionList')} dense>
            {options.map((person, index) => (
              <MenuItem
                key={person.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                selected={index === active}
                tabIndex={-1}
                // Keep the focus in the text while choosing with the mouse or a finger.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(person)}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="body2" noWrap>
                    {person.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" noWrap component="div">
                    {person.email}
                  </Typography>
                </Box>
              </MenuItem>
            ))}
          </MenuList>
        </Paper>
      ) : null}
    </Box>
  );
}

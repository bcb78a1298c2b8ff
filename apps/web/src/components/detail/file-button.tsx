/**
 * A button that opens the file picker (or, with `capture`, a phone's camera). The file input
 * itself is hidden from sight but labelled, so tests and assistive technology can reach it; it
 * is emptied after each choice, so choosing the same file again still counts.
 */
import { useRef } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import { visuallyHidden } from '@/components/feedback';

export interface FileButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** The accessible name of the file input. */
  inputLabel: string;
  accept?: string;
  capture?: 'environment' | 'user';
  multiple?: boolean;
  /** Called with what was chosen, at least one file. */
  onFiles: (files: [File, ...File[]]) => void;
}

export function FileButton({
  inputLabel,
  accept,
  capture,
  multiple = false,
  onFiles,
  ...button
}: FileButtonProps) {
  const input = useRef<HTMLInputElement | null>(null);
  return (
    <>
      <Button {...button} onClick={() => input.current?.click()} />
      <input
        ref={input}
        type="file"
        accept={accept}
        capture={capture}
        multiple={multiple}
        tabIndex={-1}
        aria-label={inputLabel}
        style={visuallyHidden}
        onChange={(event) => {
          const [first, ...rest] = Array.from(event.currentTarget.files ?? []);
          event.currentTarget.value = '';
          if (first) onFiles([first, ...rest]);
        }}
      />
    </>
  );
}

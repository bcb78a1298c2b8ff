/**
 * Text cut to one line with an ellipsis in a table cell, the whole of it in a tooltip (and in
 * the page, so screen readers and search in the page still find all of it). For long names
 * that would otherwise widen a column and push the table sideways.
 */
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';

export interface TruncatedTextProps {
  text: string;
  /** The widest the text may be, in pixels. */
  maxWidth: number;
}

export function TruncatedText({ text, maxWidth }: TruncatedTextProps) {
  if (!text) return null;
  return (
    <Tooltip title={text} enterDelay={300} describeChild>
      <Box
        component="span"
        sx={{
          display: 'block',
          maxWidth,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
      >
        {text}
      </Box>
    </Tooltip>
  );
}

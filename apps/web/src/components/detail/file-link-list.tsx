/** Files as a list of links that open in a new tab, with details under each and an action. */
import type { ReactNode } from 'react';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';

/** A file's name as a link that opens it in a new tab. */
export function FileNameLink({ url, name }: { url: string; name: string }) {
  return (
    <Link href={url} target="_blank" rel="noreferrer" sx={{ overflowWrap: 'anywhere' }}>
      {name}
    </Link>
  );
}

export interface FileLink {
  id: string;
  url: string;
  name: string;
  details?: string;
  /** E.g. a remove button, for those who may change the files. */
  action?: ReactNode;
}

export function FileLinkList({ files, label }: { files: readonly FileLink[]; label: string }) {
  return (
    <List aria-label={label} disablePadding>
      {files.map((file) => (
        <ListItem key={file.id} divider disableGutters secondaryAction={file.action}>
          <ListItemText
            primary={<FileNameLink url={file.url} name={file.name} />}
            secondary={file.details}
          />
        </ListItem>
      ))}
    </List>
  );
}

/** Records as a list: each one's name links to its page, with details under it and an action. */
import type { ReactNode } from 'react';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router';

export interface LinkListItem {
  id: string;
  to: string;
  name: string;
  /** Shown under the name: the parts given, joined with " · ". */
  details?: readonly (string | null | undefined)[];
  /** E.g. a status chip at the end of the row. */
  action?: ReactNode;
}

export function LinkList({
  items,
  label,
  compact = false,
}: {
  items: readonly LinkListItem[];
  label?: string;
  /** Tight rows flush with the card, for a side card. */
  compact?: boolean;
}) {
  return (
    <List aria-label={label} dense={compact} disablePadding={compact}>
      {items.map((item) => (
        <ListItem key={item.id} divider disableGutters={compact} secondaryAction={item.action}>
          <ListItemText
            primary={
              <Link component={RouterLink} to={item.to}>
                {item.name}
              </Link>
            }
            secondary={item.details?.filter(Boolean).join(' · ')}
          />
        </ListItem>
      ))}
    </List>
  );
}

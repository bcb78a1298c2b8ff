/** Icon buttons acting on one row (edit, delete, open its menu), each named for that row. */
import type { MouseEvent, ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';

export interface RowActionProps {
  /** What it does to which row ("Delete North Wharf"); its accessible name and tooltip. */
  label: string;
  icon: ReactNode;
  onClick: (event: MouseEvent<HTMLElement>) => void;
  color?: 'error';
  disabled?: boolean;
  /** It opens a menu of actions. */
  menu?: boolean;
}

export function RowAction({ label, icon, onClick, color, disabled, menu }: RowActionProps) {
  return (
    <Tooltip title={label}>
      <IconButton
        aria-label={label}
        aria-haspopup={menu ? 'menu' : undefined}
        color={color}
        disabled={disabled}
        onClick={onClick}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );
}

type RowButton = { label: string; onClick: () => void; disabled?: boolean } | false;

export interface EditDeleteActionsProps {
  /** "Edit …" / "Rename …"; `false` (not allowed) leaves it out. */
  edit: RowButton;
  /** "Delete …" / "Remove …"; `false` leaves it out. */
  remove: RowButton;
  /** Small icons, for dense lists. */
  dense?: boolean;
}

/** The usual pair at the end of a row: edit, then delete. */
export function EditDeleteActions({ edit, remove, dense = false }: EditDeleteActionsProps) {
  const size = dense ? 'small' : 'medium';
  return (
    <>
      {edit && <RowAction {...edit} icon={<EditOutlined fontSize={size} />} />}
      {remove && <RowAction {...remove} color="error" icon={<DeleteOutlined fontSize={size} />} />}
    </>
  );
}

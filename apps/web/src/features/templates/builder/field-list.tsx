/**
 * The draft's fields in order, reordered by dragging a field's handle (mouse, touch, or the
 * keyboard: Space, the arrows, Space) or by its Move up and Move down buttons. Every move is
 * announced: drag and drop speaks through its own live region, the buttons through this list's.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@/components/feedback';
import type { DraftField } from '../lib/draft-field.ts';
import type { FieldProblem } from '../lib/problems.ts';
import { FieldCard } from './field-card.tsx';
import type { DraftItem } from './use-template-draft.ts';

export interface FieldListProps {
  items: readonly DraftItem[];
  problems: Map<number | null, FieldProblem[]>;
  /** Editors' actions; the list is read-only without them. */
  edit?: {
    onEdit: (index: number) => void;
    onRemove: (index: number) => void;
    onMove: (from: number, to: number) => void;
  };
}

function SortableField(props: {
  item: DraftItem;
  index: number;
  fields: readonly DraftField[];
  problems: readonly FieldProblem[];
  edit: NonNullable<FieldListProps['edit']>;
  onMoved: (index: number, to: number) => void;
}) {
  const { item, index, fields, edit } = props;
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: item.uid,
  });
  return (
    <Box
      component="li"
      ref={setNodeRef}
      sx={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
        opacity: isDragging ? 0.85 : 1,
      }}
    >
      <FieldCard
        field={item.field}
        index={index}
        count={fields.length}
        fields={fields}
        problems={props.problems}
        actions={{
          onEdit: () => edit.onEdit(index),
          onRemove: () => edit.onRemove(index),
          onMove: (to) => props.onMoved(index, to),
          handle: { ...attributes, ...listeners },
        }}
      />
    </Box>
  );
}

const LIST_SX = { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 } as const;

export function FieldList({ items, problems, edit }: FieldListProps) {
  const { t } = useTranslation('templates');
  const [announcement, setAnnouncement] = useState('');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const fields = items.map((item) => item.field);
  const positionOf = (id: UniqueIdentifier | undefined) =>
    items.findIndex((item) => item.uid === id);
  const nameAt = (index: number) =>
    fields[index]?.label.trim() || t('builder.untitled', { number: index + 1 });
  const where = (id: UniqueIdentifier | undefined) => ({
    position: positionOf(id) + 1,
    count: items.length,
  });
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('builder.announce.picked', { name: nameAt(positionOf(active.id)), ...where(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('builder.announce.over', { name: nameAt(positionOf(active.id)), ...where(over.id) })
        : undefined,
    onDragEnd: ({ active, over }) =>
      t('builder.announce.dropped', {
        name: nameAt(positionOf(active.id)),
        ...where(over?.id ?? active.id),
      }),
    onDragCancel: ({ active }) =>
      t('builder.announce.cancelled', { name: nameAt(positionOf(active.id)) }),
  };

  function handleDragEnd({ active, over }: DragEndEvent) {
    if (!edit || !over || active.id === over.id) return;
    edit.onMove(positionOf(active.id), positionOf(over.id));
  }

  function handleMoved(index: number, to: number) {
    if (!edit) return;
    const name = nameAt(index);
    edit.onMove(index, to);
    setAnnouncement(t('builder.announce.dropped', { name, position: to + 1, count: items.length }));
  }

  if (!edit) {
    return (
      <Box component="ol" aria-label={t('builder.fieldsLabel')} sx={LIST_SX}>
        {items.map((item, index) => (
          <li key={item.uid}>
            <FieldCard
              field={item.field}
              index={index}
              count={items.length}
              fields={fields}
              problems={problems.get(index) ?? []}
            />
          </li>
        ))}
      </Box>
    );
  }

  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={handleDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('builder.announce.instructions') },
        }}
      >
        <SortableContext
          items={items.map((item) => item.uid)}
          strategy={verticalListSortingStrategy}
        >
          <Box component="ol" aria-label={t('builder.fieldsLabel')} sx={LIST_SX}>
            {items.map((item, index) => (
              <SortableField
                key={item.uid}
                item={item}
                index={index}
                fields={fields}
                problems={problems.get(index) ?? []}
                edit={edit}
                onMoved={handleMoved}
              />
            ))}
          </Box>
        </SortableContext>
      </DndContext>
      <Box role="status" aria-live="polite" style={visuallyHidden}>
        {announcement}
      </Box>
    </>
  );
}

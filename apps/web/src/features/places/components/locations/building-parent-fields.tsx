/**
 * Where a location sits: its building and, in that building's tree, its parent (or the top
 * level). Choosing another building clears the parent; the locations in `exclude` and their
 * subtrees are never offered (a location cannot go under itself).
 */
import { useEffect, useRef } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldsOf } from '@/components/form/index.ts';
import { useLocationTreeQuery } from '../../api/get-location.ts';
import { useBuildingChoicesQuery } from '../../api/list-buildings.ts';
import { useFieldMessage } from '../form/form-helpers.ts';
import { treeOptions } from '../tree-options.ts';

interface PlaceForm {
  building_id: string;
  parent_id: string;
}

export interface BuildingParentFieldsProps<T extends PlaceForm> {
  control: Control<T>;
  setParent: (id: string) => void;
  parentLabel: string;
  parentHint: string;
  exclude: readonly string[];
  /** A building to offer even when the list does not hold it (the location's own). */
  current?: { id: string; name: string } | undefined;
}

export function BuildingParentFields<T extends PlaceForm>({
  control: formControl,
  setParent,
  parentLabel,
  parentHint,
  exclude,
  current,
}: BuildingParentFieldsProps<T>) {
  const { t } = useTranslation('places');
  // Only the two place fields are touched; their types are the same in every form using this.
  const control = formControl as unknown as Control<PlaceForm>;
  const { select } = fieldsOf(control, useFieldMessage());
  const listed = useBuildingChoicesQuery().data?.data ?? [];
  const buildings =
    current && !listed.some((building) => building.id === current.id)
      ? [...listed, current]
      : listed;
  const buildingId = useWatch({ control, name: 'building_id' });
  const nodes = useLocationTreeQuery(buildingId || null).data?.data ?? [];
  let parents = treeOptions(nodes);
  for (const id of exclude) {
    const outside = new Set(treeOptions(nodes, id).map((option) => option.id));
    parents = parents.filter((option) => outside.has(option.id));
  }
  // A parent belongs to one building: choosing another building clears it.
  const shownBuilding = useRef(buildingId);
  useEffect(() => {
    if (buildingId === shownBuilding.current) return;
    shownBuilding.current = buildingId;
    setParent('');
  }, [buildingId, setParent]);

  return (
    <>
      {select('building_id', t('fields.building'), buildings, { required: true })}
      {select('parent_id', parentLabel, parents, {
        disabled: !buildingId,
        hint: parentHint,
        slotProps: { select: { displayEmpty: true }, inputLabel: { shrink: true } },
        none: t('locationDialog.topLevel'),
      })}
    </>
  );
}

/**
 * The building's locations tree with its actions: add a top-level location or one under the
 * selected location, move the selected one (with its subtree), open it.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Add from '@mui/icons-material/Add';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TBuilding } from '@mainstay/contracts';
import { QueryContent } from '@/components/detail';
import { EmptyState } from '@/components/feedback';
import { paths } from '@/config/paths.ts';
import { useAbility } from '@/lib/ability.ts';
import { useLocationTreeQuery } from '../../api/get-location.ts';
import { DetailCard } from '@/components/layout';
import { LocationDialog } from '../locations/location-dialog.tsx';
import { MoveLocationDialog } from '../locations/move-location-dialog.tsx';
import { LocationTree } from '../location-tree.tsx';
import { findNode } from '../tree-options.ts';

type Dialog = { kind: 'add'; parentId?: string } | { kind: 'move' } | null;

export function LocationTreeCard({ building }: { building: TBuilding }) {
  const { t } = useTranslation('places');
  const { id: buildingId, name: buildingName } = building;
  const ability = useAbility();
  const navigate = useNavigate();
  const tree = useLocationTreeQuery(buildingId);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const nodes = tree.data?.data ?? [];
  const selected = findNode(nodes, selectedId);
  const canAdd = ability.can('add', 'locations');
  const canMove = ability.can('write', 'locations');
  const open = (id: string) => void navigate(paths.locations.detail(id));

  return (
    <DetailCard title={t('tree.title')}>
      <QueryContent
        query={tree}
        texts={{ loading: t('tree.loading'), failed: t('errors.loadFailed') }}
        empty={
          <EmptyState
            title={t('tree.emptyTitle')}
            description={t('tree.emptyDescription')}
            action={
              canAdd ? (
                <Button
                  variant="contained"
                  startIcon={<Add />}
                  onClick={() => setDialog({ kind: 'add' })}
                >
                  {t('tree.addTopLevel')}
                </Button>
              ) : undefined
            }
          />
        }
      >
        {() => (
          <>
            <Box
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1.5 }}
              role="toolbar"
              aria-label={t('tree.toolbar')}
            >
              {canAdd && (
                <Button
                  size="small"
                  variant="outlined"
                  startIcon={<Add />}
                  onClick={() => setDialog({ kind: 'add' })}
                >
                  {t('tree.addTopLevel')}
                </Button>
              )}
              {canAdd && (
                <Button
                  size="small"
                  variant="outlined"
                  startIcon={<Add />}
                  disabled={!selected}
                  onClick={() => selected && setDialog({ kind: 'add', parentId: selected.id })}
                >
                  {selected
                    ? t('tree.addUnder', { name: selected.name })
                    : t('tree.addSublocation')}
                </Button>
              )}
              {canMove && (
                <Button
                  size="small"
                  disabled={!selected}
                  onClick={() => setDialog({ kind: 'move' })}
                >
                  {t('actions.move')}
                </Button>
              )}
              <Button
                size="small"
                disabled={!selected}
                onClick={() => selected && open(selected.id)}
              >
                {t('actions.open')}
              </Button>
            </Box>
            <LocationTree
              label={t('tree.label', { name: buildingName })}
              nodes={nodes}
              selectedId={selectedId}
              onSelect={setSelectedId}
              onOpen={open}
            />
            <Box
              component="p"
              sx={{ typography: 'caption', color: 'text.secondary', mt: 1, mb: 0 }}
            >
              {t('tree.keyboardHint')}
            </Box>
          </>
        )}
      </QueryContent>
      <LocationDialog
        open={dialog?.kind === 'add'}
        location={null}
        defaults={{
          building_id: buildingId,
          parent_id: dialog?.kind === 'add' ? dialog.parentId : undefined,
        }}
        onClose={() => setDialog(null)}
        onSaved={(location) => setSelectedId(location.id)}
      />
      <MoveLocationDialog
        open={dialog?.kind === 'move' && Boolean(selected)}
        ids={selected ? [selected.id] : []}
        name={selected?.name}
        buildingId={buildingId}
        onClose={() => setDialog(null)}
      />
    </DetailCard>
  );
}

/**
 * What each task of the schedule carries: priority, category, who does it, how long it takes,
 * the checklist (with the version its tasks are pinned to) and whether a signature closes it;
 * the parts it plans for; and its instructions, line breaks kept.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TPpmSchedule } from '@mainstay/contracts';
import { EmptyLine } from '@/components/detail';
import { DetailCard, Facts } from '@/components/layout';
import { paths } from '@/config/paths.ts';
import { formatDuration, PriorityChip } from '@/features/tickets';
import { Isolated } from '@/lib/bidi.tsx';
import { formatQuantity } from './format.ts';

const names = (people: readonly { name: string }[]) => people.map((person) => person.name);

export function WorkCard({ schedule }: { schedule: TPpmSchedule }) {
  const { t, i18n } = useTranslation('ppmSchedule');
  const { t: tTickets } = useTranslation('tickets');
  const assignees = names(schedule.assignees);
  const { template } = schedule;
  return (
    <DetailCard title={t('overview.work')}>
      <Facts
        items={[
          { label: t('fields.priority'), value: <PriorityChip priority={schedule.priority} /> },
          { label: t('fields.category'), value: schedule.category?.name ?? '' },
          {
            label: t('fields.assignees'),
            value:
              assignees.length > 0
                ? new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(assignees)
                : t('values.nobody'),
          },
          { label: t('fields.team'), value: schedule.team?.name ?? t('values.none') },
          { label: t('fields.contractor'), value: schedule.contractor?.name ?? t('values.none') },
          {
            label: t('fields.estimated'),
            value:
              schedule.estimated_minutes === null
                ? ''
                : formatDuration(schedule.estimated_minutes * 60, tTickets),
          },
          {
            label: t('fields.template'),
            value: template ? (
              <Link component={RouterLink} to={paths.templates.detail(template.id)}>
                {t('values.templateVersion', {
                  name: template.name,
                  version: template.version,
                })}
              </Link>
            ) : (
              t('values.noTemplate')
            ),
          },
          {
            label: t('fields.signature'),
            value: t(
              schedule.signature_required ? 'values.signatureRequired' : 'values.noSignature',
            ),
          },
        ]}
      />
    </DetailCard>
  );
}

export function PartsCard({ schedule }: { schedule: TPpmSchedule }) {
  const { t, i18n } = useTranslation('ppmSchedule');
  return (
    <DetailCard title={t('overview.parts')}>
      {schedule.parts.length === 0 ? (
        <EmptyLine>{t('values.noParts')}</EmptyLine>
      ) : (
        <Box component="ul" aria-label={t('overview.parts')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {schedule.parts.map((part, index) => (
            <Box
              component="li"
              key={`${index}-${part.name}`}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                justifyContent: 'space-between',
                gap: 1,
                py: 0.75,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                <Isolated>{part.name}</Isolated>
              </Typography>
              <Typography variant="body2" color="text.secondary">
                <Isolated>{formatQuantity(part.quantity, part.unit, i18n.language)}</Isolated>
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </DetailCard>
  );
}

export function InstructionsCard({ schedule }: { schedule: TPpmSchedule }) {
  const { t } = useTranslation('ppmSchedule');
  return (
    <DetailCard title={t('overview.instructions')}>
      {schedule.instructions ? (
        <Typography
          variant="body2"
          dir="auto"
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {schedule.instructions}
        </Typography>
      ) : (
        <EmptyLine>{t('values.noInstructions')}</EmptyLine>
      )}
    </DetailCard>
  );
}

/**
 * One entry of the timeline: an icon for its type, who did it, when (relative, with the exact
 * time on hover or focus), what happened, the comment's text, attachments, and an "Internal"
 * mark on what the reporter does not see.
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AccessTime from '@mui/icons-material/AccessTime';
import AddCircleOutlined from '@mui/icons-material/AddCircleOutlined';
import AttachFile from '@mui/icons-material/AttachFile';
import BuildOutlined from '@mui/icons-material/BuildOutlined';
import ChatBubbleOutlined from '@mui/icons-material/ChatBubbleOutlined';
import Draw from '@mui/icons-material/Draw';
import EditNote from '@mui/icons-material/EditNote';
import LockOutlined from '@mui/icons-material/LockOutlined';
import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import StarBorder from '@mui/icons-material/StarBorder';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Timer from '@mui/icons-material/Timer';
import { useTranslation } from 'react-i18next';
import type { TTicketActivity, TTicketActivityType } from '@mainstay/contracts';
import { FileNameLink, PhotoLink } from '@/components/detail';
import { activityWords } from './activity-text.ts';
import { useTicketFormat } from './format.ts';

const ICONS: Record<TTicketActivityType, React.ReactNode> = {
  created: <AddCircleOutlined fontSize="small" />,
  comment: <ChatBubbleOutlined fontSize="small" />,
  status: <SwapHoriz fontSize="small" />,
  assignment: <PersonAddAlt fontSize="small" />,
  attachment: <AttachFile fontSize="small" />,
  time: <Timer fontSize="small" />,
  part: <BuildOutlined fontSize="small" />,
  signature: <Draw fontSize="small" />,
  feedback: <StarBorder fontSize="small" />,
  sla: <AccessTime fontSize="small" />,
  update: <EditNote fontSize="small" />,
};

const SHOWS_BODY: readonly TTicketActivityType[] = ['comment', 'feedback', 'update'];

function Attachments({ files }: { files: TTicketActivity['files'] }) {
  const { t } = useTranslation('ticketDetail');
  if (files.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={t('timeline.attachments')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 1 }}
    >
      {files.map((file) => (
        <li key={file.id}>
          {file.kind === 'photo' ? (
            <PhotoLink url={file.url} alt={file.name} size={72} />
          ) : (
            <FileNameLink url={file.url} name={file.name} />
          )}
        </li>
      ))}
    </Box>
  );
}

export function TimelineEntry({ entry, now }: { entry: TTicketActivity; now: number }) {
  const { t } = useTranslation('ticketDetail');
  const { t: tTickets } = useTranslation('tickets');
  const format = useTicketFormat();
  const words = activityWords(entry, t, {
    status: (status) => tTickets(`statuses.${status}`),
    minutes: format.minutes,
  });
  const actor = entry.actor?.name ?? entry.actor_name ?? t('timeline.system');
  const internal = entry.visibility === 'internal';

  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, minWidth: 0 }}>
      <Box
        aria-hidden
        sx={{
          flexShrink: 0,
          width: 32,
          height: 32,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: internal ? 'action.selected' : 'action.hover',
          color: 'text.secondary',
        }}
      >
        {ICONS[entry.type]}
      </Box>
      <Box
        sx={{
          minWidth: 0,
          flexGrow: 1,
          ...(internal && entry.type === 'comment'
            ? { borderInlineStart: 3, borderColor: 'warning.main', paddingInlineStart: 1 }
            : {}),
        }}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {actor}
          </Typography>
          <Typography variant="body2">{words.summary}</Typography>
          <Tooltip title={format.dateTime(entry.created_at)}>
            <Typography
              component="time"
              dateTime={entry.created_at}
              variant="caption"
              color="text.secondary"
              tabIndex={0}
              aria-label={format.dateTime(entry.created_at)}
            >
              {format.relative(entry.created_at, now)}
            </Typography>
          </Tooltip>
          {internal ? (
            <Chip
              size="small"
              variant="outlined"
              icon={<LockOutlined />}
              label={t('timeline.internal')}
              sx={{ alignSelf: 'center' }}
            />
          ) : null}
        </Box>
        {words.reason ? (
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
            {t('timeline.reason', { reason: words.reason })}
          </Typography>
        ) : null}
        {SHOWS_BODY.includes(entry.type) && entry.body ? (
          <Typography
            variant="body2"
            sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}
          >
            {entry.body}
          </Typography>
        ) : null}
        <Attachments files={entry.files} />
      </Box>
    </Box>
  );
}

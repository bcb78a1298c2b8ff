/** The building page's facts: address, facts, contacts, opening hours and notes. */
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EmailLink, EmptyLine, PhoneLink, TextSection } from '@/components/detail';
import type { TBuilding } from '@mainstay/contracts';
import { formatNumber } from '../format.ts';
import { DetailCard, Facts } from '@/components/layout';

const dash = '—';

export function AddressCard({ building }: { building: TBuilding }) {
  const { t, i18n } = useTranslation('places');
  const lines = [
    building.street,
    [building.city, building.region].filter(Boolean).join(', '),
    building.postcode,
    building.country
      ? (new Intl.DisplayNames([i18n.language], { type: 'region' }).of(building.country) ??
        building.country)
      : null,
  ].filter(Boolean);
  return (
    <DetailCard title={t('building.address')}>
      {lines.length === 0 ? (
        <EmptyLine>{t('building.noAddress')}</EmptyLine>
      ) : (
        <Typography
          component="address"
          variant="body2"
          sx={{ fontStyle: 'normal', whiteSpace: 'pre-line' }}
        >
          {lines.join('\n')}
        </Typography>
      )}
      {building.latitude !== null && building.longitude !== null && (
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block', mt: 1 }}
          dir="ltr"
        >
          {building.latitude}, {building.longitude}
        </Typography>
      )}
    </DetailCard>
  );
}

export function FactsCard({ building }: { building: TBuilding }) {
  const { t, i18n } = useTranslation('places');
  return (
    <DetailCard title={t('building.facts')}>
      <Facts
        items={[
          { label: t('fields.type'), value: t(`buildingTypes.${building.type}`) },
          { label: t('fields.code'), value: building.code ?? dash },
          {
            label: t('fields.floors'),
            value: building.floors === null ? dash : formatNumber(building.floors, i18n.language),
          },
          {
            label: t('fields.grossArea'),
            value:
              building.gross_area === null
                ? dash
                : `${formatNumber(building.gross_area, i18n.language)} ${t(`areaUnits.${building.area_unit}`)}`,
          },
          { label: t('fields.yearBuilt'), value: building.year_built ?? dash },
          {
            label: t('fields.locations'),
            value: formatNumber(building.locations_count, i18n.language),
          },
        ]}
      />
    </DetailCard>
  );
}

export function ContactsCard({ building }: { building: TBuilding }) {
  const { t } = useTranslation('places');
  return (
    <DetailCard title={t('building.contacts')}>
      {building.contacts.length === 0 ? (
        <EmptyLine>{t('building.noContacts')}</EmptyLine>
      ) : (
        <List dense disablePadding>
          {building.contacts.map((contact, index) => (
            <ListItem
              key={`${contact.name}-${index}`}
              disableGutters
              divider={index < building.contacts.length - 1}
            >
              <ListItemText
                primary={contact.role ? `${contact.name} · ${contact.role}` : contact.name}
                // Stacked links, each at least 24 px tall (WCAG 2.5.8, target size).
                secondary={
                  <>
                    {contact.phone && (
                      <PhoneLink phone={contact.phone} sx={{ display: 'block', py: 0.25 }} />
                    )}
                    {contact.email && (
                      <EmailLink email={contact.email} sx={{ display: 'block', py: 0.25 }} />
                    )}
                  </>
                }
                slotProps={{ secondary: { component: 'div' } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </DetailCard>
  );
}

export function HoursAndNotesCard({ building }: { building: TBuilding }) {
  const { t } = useTranslation('places');
  return (
    <DetailCard title={t('building.hoursAndNotes')}>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <TextSection
          label={t('fields.openingHours')}
          text={building.opening_hours}
          empty={t('building.noOpeningHours')}
        />
        <TextSection
          label={t('fields.notes')}
          text={building.notes}
          empty={t('building.noNotes')}
        />
      </Box>
    </DetailCard>
  );
}

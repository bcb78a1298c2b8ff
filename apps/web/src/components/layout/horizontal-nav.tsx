/** The top menu bar of the horizontal layout (wide screens only). */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isNavGroup } from '@/config/navigation.ts';
import { HorizontalNavGroup } from './horizontal-nav-group.tsx';
import { useNavigation } from './use-navigation.ts';

export function HorizontalNav() {
  const { t } = useTranslation('layout');
  const { items, activeKey } = useNavigation();

  return (
    <Box component="nav" aria-label={t('nav.label')}>
      <Box
        component="ul"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', m: 0, p: 0, py: 1 }}
      >
        {items.map((item) => {
          if (isNavGroup(item)) {
            return (
              <li key={item.key}>
                <HorizontalNavGroup item={item} activeKey={activeKey} />
              </li>
            );
          }
          const Icon = item.icon;
          const active = item.key === activeKey;
          return (
            <li key={item.key}>
              <Button
                component={RouterLink}
                to={item.to}
                color={active ? 'primary' : 'inherit'}
                variant={active ? 'contained' : 'text'}
                aria-current={active ? 'page' : undefined}
                startIcon={<Icon fontSize="small" />}
              >
                {t(item.titleKey)}
              </Button>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}

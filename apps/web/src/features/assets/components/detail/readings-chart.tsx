/** A meter's readings over time as a line chart, with the same numbers as a table for screen readers. */
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { TMeterReading } from '@mainstay/contracts';
import { visuallyHidden } from '@/components/feedback';
import { formatDateTime } from '../labels.tsx';

export function ReadingsChart({
  readings,
  unit,
  name,
}: {
  readings: TMeterReading[];
  unit: string;
  name: string;
}) {
  const { t, i18n } = useTranslation('assets');
  const theme = useTheme();
  const language = i18n.language;
  const data = readings.map((reading) => ({
    time: Date.parse(reading.read_at),
    value: reading.value,
  }));
  const shortDate = (time: number) =>
    new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short' }).format(new Date(time));
  return (
    <figure style={{ margin: 0 }}>
      <Box aria-hidden sx={{ width: '100%', height: 260, direction: 'ltr' }}>
        <ResponsiveContainer>
          <LineChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} />
            <XAxis
              dataKey="time"
              type="number"
              scale="time"
              domain={['dataMin', 'dataMax']}
              tickFormatter={shortDate}
              reversed={theme.direction === 'rtl'}
              stroke={theme.palette.text.secondary}
            />
            <YAxis
              orientation={theme.direction === 'rtl' ? 'right' : 'left'}
              stroke={theme.palette.text.secondary}
              width={72}
              tickFormatter={(value: number) => new Intl.NumberFormat(language).format(value)}
            />
            <Tooltip
              labelFormatter={(time) =>
                formatDateTime(new Date(Number(time)).toISOString(), language)
              }
              formatter={(value) => [
                `${new Intl.NumberFormat(language).format(Number(value))} ${unit}`,
                name,
              ]}
              contentStyle={{
                background: theme.palette.background.paper,
                borderColor: theme.palette.divider,
              }}
            />
            <Line
              type="monotone"
              dataKey="value"
              stroke={theme.palette.primary.main}
              strokeWidth={2}
              dot={{ r: 3 }}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </Box>
      <figcaption style={visuallyHidden}>
        {t('meters.chartCaption', { name, count: readings.length })}
      </figcaption>
    </figure>
  );
}

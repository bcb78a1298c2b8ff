/**
 * A chart's card: its title (an h2), the drawing (its shapes hidden from assistive technology
 * but for the links of its bars and points, named with their values) and the same numbers as a
 * table, visually hidden until "Show as table" is pressed, so screen readers
 * always have them and anyone may read them as text.
 */
import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@/components/feedback';
import { TitleRow } from '@/components/layout/detail-card.tsx';

export interface ChartTable {
  columns: string[];
  rows: { key: string; cells: ReactNode[] }[];
}

export interface ChartCardProps {
  title: string;
  table: ChartTable;
  /** Shown instead of the chart and the table when there is nothing to draw. */
  empty: boolean;
  children: ReactNode;
  wide?: boolean;
}

export function ChartCard({ title, table, empty, children, wide = false }: ChartCardProps) {
  const { t } = useTranslation('dashboards');
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ minWidth: 0, gridColumn: wide ? { lg: 'span 2' } : undefined }}
    >
      <CardContent>
        <TitleRow sx={{ mb: 1.5 }}>
          <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          {!empty && (
            <Button size="small" aria-pressed={asTable} onClick={() => setAsTable(!asTable)}>
              {t('charts.showTable')}
            </Button>
          )}
        </TitleRow>
        {empty ? (
          <Typography variant="body2" color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            {t('charts.empty')}
          </Typography>
        ) : (
          <>
            {!asTable && <Box>{children}</Box>}
            <Box sx={{ overflowX: 'auto' }} style={asTable ? undefined : visuallyHidden}>
              <Table size="small" aria-labelledby={headingId}>
                <TableHead>
                  <TableRow>
                    {table.columns.map((column) => (
                      <TableCell key={column} component="th" scope="col">
                        {column}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {table.rows.map((row) => (
                    <TableRow key={row.key}>
                      {row.cells.map((cell, index) =>
                        index === 0 ? (
                          <TableCell key={index} component="th" scope="row">
                            {cell}
                          </TableCell>
                        ) : (
                          <TableCell key={index} align="right">
                            {cell}
                          </TableCell>
                        ),
                      )}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useQuery } from '@tanstack/react-query';
import { Loading } from 'react-admin';
import type { SiteStats } from '@common/schemas/widget';
import { percent, shortDay } from '../../dashboard/format';
import { httpClient } from '../../http';
import { BRAND } from '../../layout/theme';

/** The retailer report: scans per day, the beers most found, and how many showed a price. */
export function SiteStatsPanel({ siteId }: { siteId: string }) {
  const { data, error, isPending } = useQuery({
    queryKey: ['site-stats', siteId],
    queryFn: async () =>
      (await httpClient(`/api/admin/sites/${siteId}/stats?days=30`)).json as SiteStats,
  });
  if (isPending) return <Loading />;
  if (error) return <Typography color="error">{error.message}</Typography>;
  const share = data.beersShown ? data.beersShownWithPrice / data.beersShown : null;
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Typography>
        {`${data.totalScans} scans in the last 30 days; ${data.beersShownWithPrice} of ${data.beersShown} beers found were shown with a price (${percent(share)}).`}
      </Typography>
      <BarChart
        height={220}
        xAxis={[{ scaleType: 'band', data: data.days.map((d) => shortDay(d.date)) }]}
        series={[
          { data: data.days.map((d) => d.scans), label: 'Scans', color: BRAND.amber, stack: 's' },
          {
            data: data.days.map((d) => d.testScans),
            label: 'Test scans',
            color: '#a8a29e',
            stack: 's',
          },
        ]}
      />
      {data.topBeers.length > 0 && (
        <BarChart
          height={Math.max(160, data.topBeers.length * 32)}
          layout="horizontal"
          yAxis={[{ scaleType: 'band', data: data.topBeers.map((b) => b.name), width: 120 }]}
          series={[
            { data: data.topBeers.map((b) => b.count), label: 'Times found', color: BRAND.brown },
          ]}
        />
      )}
    </Box>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Loading, Title } from 'react-admin';
import type { AdminDashboard } from '@common/schemas/admin-dashboard';
import { httpClient } from '../http';
import { BRAND } from '../layout/theme';
import { money, moneyTotals, percent, shortDay, shortMonth } from './format';

function Figure({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h4" component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {value}
        </Typography>
        {hint && (
          <Typography variant="caption" color="text.secondary">
            {hint}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function Ranking({ rows, empty }: { rows: { label: string; count: number }[]; empty: string }) {
  if (rows.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <Box component="ol" sx={{ m: 0, pl: 3 }}>
      {rows.map((r) => (
        <li key={r.label}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            <span style={{ overflowWrap: 'anywhere' }}>{r.label}</span>
            <strong>{r.count}</strong>
          </Box>
        </li>
      ))}
    </Box>
  );
}

/** The landing screen: the business at a glance, every figure from GET /api/admin/dashboard. */
export function Dashboard() {
  const [days, setDays] = useState(30);
  const { data, error, isPending } = useQuery({
    queryKey: ['admin-dashboard', days],
    queryFn: async () =>
      (await httpClient(`/api/admin/dashboard?days=${days}`)).json as AdminDashboard,
  });
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title="Dashboard" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          Dashboard
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={days}
          onChange={(_, v: number | null) => v && setDays(v)}
          aria-label="Period"
        >
          {[7, 30, 90].map((d) => (
            <ToggleButton key={d} value={d}>
              {d} days
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      {error ? (
        <Alert severity="error" role="alert">
          Error Loading Admin Dashboard: {error.message}
        </Alert>
      ) : isPending ? (
        <Loading />
      ) : (
        <DashboardBody data={data} />
      )}
    </Box>
  );
}

const SERIES_COLOURS = [BRAND.amber, BRAND.brown, BRAND.amberDark];

/** Bars per month, one series per currency, from the stored paid invoices. */
function MonthlyRevenue({ revenue }: { revenue: AdminDashboard['revenue'] }) {
  if (revenue.currencies.length === 0)
    return <Typography color="text.secondary">No paid invoices in the last 12 months.</Typography>;
  return (
    <BarChart
      height={240}
      xAxis={[{ scaleType: 'band', data: revenue.perMonth.map((m) => shortMonth(m.month)) }]}
      series={revenue.currencies.map((currency, i) => ({
        data: revenue.perMonth.map((m) => (m.amounts[currency] ?? 0) / 100),
        label: currency.toUpperCase(),
        color: SERIES_COLOURS[i % SERIES_COLOURS.length],
        valueFormatter: (v: number | null) => money(Math.round((v ?? 0) * 100), currency),
      }))}
    />
  );
}

function DashboardBody({ data }: { data: AdminDashboard }) {
  const dates = data.scans.perDay.map((d) => shortDay(d.date));
  const months = data.conversions.perMonth.map((m) => shortMonth(m.month));
  const invoiceCount = data.revenue.perMonth.reduce((s, m) => s + m.invoices, 0);
  const grid = { display: 'grid', gap: 2 };
  return (
    <>
      <Box sx={{ ...grid, gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))' }}>
        <Figure
          label="Users"
          value={data.users.total}
          hint={`${data.users.newInRange} new since ${data.from}`}
        />
        <Figure
          label="Premium users"
          value={data.premium.users}
          hint={Object.entries(data.premium.bySource)
            .map(([source, n]) => `${n} ${source}`)
            .join(' · ')}
        />
        <Figure label="Scans" value={data.scans.total} hint={`since ${data.from}`} />
        <Figure
          label="Scans with a beer identified"
          value={percent(data.scans.identifiedShare)}
          hint={`${data.scans.identified} of ${data.scans.total}`}
        />
        <Figure
          label="Card conversions"
          value={data.conversions.inRange}
          hint={`first payments since ${data.from}`}
        />
        <Figure
          label="Revenue, last 12 months"
          value={moneyTotals(data.revenue.total)}
          hint={`${invoiceCount} paid invoices`}
        />
        <Figure label="Coupon redemptions" value={data.coupons.redemptionsTotal} hint="all time" />
      </Box>
      <Box sx={{ ...grid, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <Panel title="Scans per day">
          <LineChart
            height={240}
            xAxis={[{ scaleType: 'point', data: dates }]}
            series={[
              { data: data.scans.perDay.map((d) => d.scans), label: 'Scans', color: BRAND.amber },
              {
                data: data.scans.perDay.map((d) => d.identified),
                label: 'With a beer identified',
                color: BRAND.brown,
              },
            ]}
          />
        </Panel>
        <Panel title="New users per day">
          <BarChart
            height={240}
            xAxis={[{ scaleType: 'band', data: dates }]}
            series={[
              {
                data: data.users.newPerDay.map((d) => d.count),
                label: 'New users',
                color: BRAND.amberDark,
              },
            ]}
          />
        </Panel>
        <Panel title="Monthly revenue">
          <MonthlyRevenue revenue={data.revenue} />
        </Panel>
        <Panel title="Card conversions per month">
          <BarChart
            height={240}
            xAxis={[{ scaleType: 'band', data: months }]}
            series={[
              {
                data: data.conversions.perMonth.map((m) => m.count),
                label: 'First card payments',
                color: BRAND.amber,
              },
            ]}
          />
        </Panel>
        <Panel title="Card conversions per day">
          <BarChart
            height={200}
            xAxis={[{ scaleType: 'band', data: dates }]}
            series={[
              {
                data: data.conversions.perDay.map((d) => d.count),
                label: 'First card payments',
                color: BRAND.amberDark,
              },
            ]}
          />
        </Panel>
        <Panel title="Coupon redemptions per day">
          <BarChart
            height={200}
            xAxis={[{ scaleType: 'band', data: dates }]}
            series={[
              {
                data: data.coupons.redemptionsPerDay.map((d) => d.count),
                label: 'Redemptions',
                color: BRAND.brown,
              },
            ]}
          />
        </Panel>
        <Panel title="Top scanned beers">
          <Ranking
            rows={data.topBeers.map((b) => ({ label: `${b.name} (${b.brewery})`, count: b.count }))}
            empty="No beers identified in this period."
          />
        </Panel>
        <Panel title="Top unrecognised texts">
          <Ranking
            rows={data.topUnrecognised.map((t) => ({ label: t.text, count: t.count }))}
            empty="Nothing unrecognised in this period."
          />
        </Panel>
      </Box>
    </>
  );
}

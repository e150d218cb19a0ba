import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Title, useGetList } from 'react-admin';

/** The landing screen: the user count comes from the list's Content-Range total. */
export function Dashboard() {
  const { total, isPending, error } = useGetList('users', {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'createdAt', order: 'DESC' },
  });
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="BeerScout Admin" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          BeerScout Admin
        </Typography>
        {error ? (
          <Typography color="error" role="alert">
            Error Loading Admin Dashboard: {error.message}
          </Typography>
        ) : (
          <Typography>Users: {isPending ? '…' : (total ?? 0)}</Typography>
        )}
      </CardContent>
    </Card>
  );
}

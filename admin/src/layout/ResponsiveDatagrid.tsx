import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Datagrid, SimpleList, type RaRecord } from 'react-admin';

type Props<R extends RaRecord> = {
  /** The phone's one-line-per-record view (react-admin SimpleList). */
  primaryText: (record: R) => ReactNode;
  secondaryText?: (record: R) => ReactNode;
  tertiaryText?: (record: R) => ReactNode;
  rowClick?: 'show' | 'edit' | 'expand' | false;
  /** With rowClick 'expand': what opens under a row (on a phone it is the secondary text). */
  expand?: ReactNode;
  children: ReactNode;
};

/**
 * A table on a wide screen, a simple list under 600 px: a table cannot fit a phone without
 * scrolling sideways, and a list of two lines per record can.
 */
export function ResponsiveDatagrid<R extends RaRecord>({
  primaryText,
  secondaryText,
  tertiaryText,
  rowClick = 'show',
  expand,
  children,
}: Props<R>) {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  if (small) {
    return (
      <SimpleList<R>
        primaryText={primaryText}
        secondaryText={secondaryText}
        tertiaryText={tertiaryText}
        linkType={rowClick === 'show' || rowClick === 'edit' ? rowClick : false}
      />
    );
  }
  // A table wider than the screen beside the menu scrolls inside itself, never the page: with
  // width 0 the table's width does not count towards the layout's (react-admin's root is
  // `min-width: fit-content`), and min-width 100% still gives it the whole card.
  return (
    <Box sx={{ overflowX: 'auto', width: 0, minWidth: '100%' }}>
      <Datagrid rowClick={rowClick} expand={expand} bulkActionButtons={false}>
        {children}
      </Datagrid>
    </Box>
  );
}

import { downloadCSV, type Exporter } from 'react-admin';
import { recordsToCsv, type CsvColumns } from '@common/domain/csv';

/**
 * A List's Export button writing the given columns through the shared CSV writer, in place of
 * react-admin's default (jsonexport), which leaves `=HYPERLINK(…)` in a name live for Excel.
 */
export const csvExporter =
  <T>(columns: CsvColumns<T>): Exporter =>
  (records, _fetchRelated, _dataProvider, resource) =>
    downloadCSV(recordsToCsv(records as T[], columns), resource);

import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CsvFileButton } from './CsvFileButton';

afterEach(cleanup);

const csv = () => new File(['sku,name\n1,Pils\n'], 'stock.csv', { type: 'text/csv' });

describe('CsvFileButton', () => {
  it('hands the picked CSV file over once and clears the input so the same file can be picked again', async () => {
    const onFile = vi.fn();
    render(
      <CsvFileButton
        variant="outlined"
        inputLabel="Stock CSV file"
        disabled={false}
        onFile={onFile}
      >
        Upload stock
      </CsvFileButton>,
    );
    const input = screen.getByLabelText<HTMLInputElement>('Stock CSV file');
    expect(input.accept).toBe('.csv,text/csv');
    expect(screen.getByText('Upload stock')).toBeTruthy();

    const file = csv();
    await userEvent.upload(input, file);
    expect(onFile).toHaveBeenCalledTimes(1);
    expect(onFile).toHaveBeenCalledWith(file);
    expect(input.value).toBe('');

    await userEvent.upload(input, file);
    expect(onFile).toHaveBeenCalledTimes(2);
  });

  it('shows as disabled while an upload runs', () => {
    render(
      <CsvFileButton variant="contained" inputLabel="Stock CSV file" disabled onFile={vi.fn()}>
        Upload stock
      </CsvFileButton>,
    );
    const button = screen.getByText('Upload stock').closest('label');
    expect(button?.getAttribute('aria-disabled')).toBe('true');
  });
});

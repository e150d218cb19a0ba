import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

/**
 * A button that opens the file picker for one CSV file. The input is hidden inside the button's
 * label, so the button takes the click and the input keeps its own accessible name (`inputLabel`)
 * for screen readers and tests. The input is cleared once read, so picking the same file again
 * uploads it again.
 */
export function CsvFileButton({
  children,
  inputLabel,
  variant,
  disabled,
  onFile,
}: {
  children: ReactNode;
  inputLabel: string;
  variant: 'contained' | 'outlined';
  disabled: boolean;
  onFile: (file: File) => void;
}) {
  return (
    <Button variant={variant} component="label" disabled={disabled}>
      {children}
      <input
        hidden
        type="file"
        accept=".csv,text/csv"
        aria-label={inputLabel}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
    </Button>
  );
}

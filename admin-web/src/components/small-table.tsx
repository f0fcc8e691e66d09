import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';

export interface SmallTableColumn {
  label?: string;
  align?: 'right';
}

/** A dense table: one head row from `columns`, then the body rows as given. */
export function SmallTable({ columns, children }: { columns: SmallTableColumn[]; children: ReactNode }) {
  return (
    <TableContainer>
      <Table size="small">
        <TableHead>
          <TableRow>
            {columns.map((column, index) => (
              <TableCell key={index} align={column.align}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}

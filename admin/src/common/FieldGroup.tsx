import { Box, Typography } from '@mui/material';
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Labeled, useTranslate } from 'react-admin';

/**
 * A titled block of labelled fields on a show page. Children that are already <Labeled> keep
 * their own layout (e.g. a memo spanning the full width); the rest get a label, and a dash
 * when empty so a missing value reads as missing rather than as a layout gap.
 */
export function FieldGroup({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="section">
      <Typography variant="overline" component="h2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(title)}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 2 }}>
        {Children.map(children, (child) => {
          if (!isValidElement(child)) return child;
          if (child.type === Labeled) return child;
          const field = child as ReactElement<{ emptyText?: string }>;
          return <Labeled>{cloneElement(field, { emptyText: field.props.emptyText ?? '—' })}</Labeled>;
        })}
      </Box>
    </Box>
  );
}

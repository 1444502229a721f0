import type { ReactElement } from 'react';
import { Button, LinkBase } from 'react-admin';

interface FilteredListButtonProps {
  resource: string;
  filter: Record<string, unknown>;
  label: string;
  icon: ReactElement;
  variant?: 'text' | 'outlined' | 'contained';
}

/** Opens a resource's list with filters applied, in the `?filter=` URL format react-admin lists read. */
export function FilteredListButton({ resource, filter, label, icon, variant = 'outlined' }: FilteredListButtonProps) {
  return (
    <Button
      component={LinkBase}
      to={{ pathname: `/${resource}`, search: `?filter=${encodeURIComponent(JSON.stringify(filter))}` }}
      label={label}
      variant={variant}
    >
      {icon}
    </Button>
  );
}

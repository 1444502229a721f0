import type { ReactElement } from 'react';
import { Button, LinkBase } from 'react-admin';

interface FilteredListButtonProps {
  resource: string;
  filter: Record<string, unknown>;
  label: string;
  icon: ReactElement;
  variant?: 'text' | 'outlined' | 'contained';
}

/** A resource's list with filters applied, in the `?filter=` URL format react-admin lists read. */
export const filteredListLocation = (resource: string, filter: Record<string, unknown>) => ({
  pathname: `/${resource}`,
  search: `?filter=${encodeURIComponent(JSON.stringify(filter))}`,
});

/** Opens a resource's list with filters applied. */
export function FilteredListButton({ resource, filter, label, icon, variant = 'outlined' }: FilteredListButtonProps) {
  return (
    <Button
      component={LinkBase}
      to={filteredListLocation(resource, filter)}
      label={label}
      variant={variant}
    >
      {icon}
    </Button>
  );
}

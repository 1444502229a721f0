import { SaveButton, Toolbar } from 'react-admin';

/**
 * A form toolbar with Save only: react-admin's default adds a Delete that does not confirm, and
 * deletions (where a resource has them) are confirmed actions on its show page.
 */
export function SaveToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}

import ui from './ui.module.css';

/** Class names joined, leaving out the ones not given. */
export const cx = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');

export interface ButtonLook {
  variant?: 'text' | 'contained' | 'outlined';
  size?: 'small' | 'medium' | 'large';
  color?: 'primary' | 'secondary' | 'inherit';
  fullWidth?: boolean;
}

/** The classes of a button or a link that looks like one, as MUI's Button would draw it. */
export function buttonClass({ variant = 'text', size = 'medium', color = 'primary', fullWidth = false }: ButtonLook = {}, extra?: string): string {
  return cx(ui.button, variant !== 'text' && ui[variant], size !== 'medium' && ui[size], color !== 'primary' && ui[color], fullWidth && ui.fullWidth, extra);
}

export { ui };

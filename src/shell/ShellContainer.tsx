import type { ReactNode } from 'react';
import classes from './ShellContainer.module.css';

/**
 * The page width of the shell (header, footer, not-found page): the measure of Mantine's
 * Container size="lg", without Mantine's runtime. The shell is on every page, so this keeps
 * Mantine's component code (Box, style props) off pages whose sections do not need it.
 */
export function ShellContainer({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={`${classes.container} ${className ?? ''}`}>{children}</div>;
}

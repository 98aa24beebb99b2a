import { Component, type ReactNode } from 'react';
import classes from './SectionBoundary.module.css';

interface Props {
  type: string;
  index: number;
  children: ReactNode;
}

function SectionFallback() {
  return (
    <div role="note" className={classes.fallback} data-section-error="">
      Không thể hiển thị phần nội dung này. Vui lòng tải lại trang hoặc liên hệ với chúng tôi.
    </div>
  );
}

/**
 * Contains a section that throws in the browser: a short notice replaces it and the page around
 * it keeps working. (Error boundaries do not run during prerendering; there a throwing section
 * stops the build with the page file named, so it never ships.)
 */
export class SectionBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(`Section ${this.props.index} ("${this.props.type}") failed to render:`, error);
  }

  render() {
    if (this.state.failed) return <SectionFallback />;
    return this.props.children;
  }
}

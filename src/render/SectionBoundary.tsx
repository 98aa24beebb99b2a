import { Component, Suspense, type ReactNode } from 'react';
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
 * Contains a failing section: the page around it keeps rendering. Suspense makes the same
 * true during prerendering, where error boundaries do not run: the server emits the fallback
 * and the browser retries that one section.
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
    return <Suspense fallback={<SectionFallback />}>{this.props.children}</Suspense>;
  }
}

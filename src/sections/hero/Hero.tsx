import type { HeroSection } from '../../model/generated.ts';
import { PageIntro } from '../shared/PageIntro.tsx';

/** Page opening: the page's only h1, text and buttons, with the image beside it from md up. */
export function Hero(props: HeroSection) {
  return <PageIntro {...props} />;
}

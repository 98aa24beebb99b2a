import type { TemplateFile } from '../../model/generated.ts';
import { useQueryParam } from '../../kit/useQueryParam.ts';

/** The URL query naming the template a visitor chose in the gallery: /contact?template=landing-saas. */
export const TEMPLATE_QUERY = 'template';

/**
 * The template named by ?template=<id> when it is one of `templates` (the page's shared data);
 * undefined for no or an unknown id, and before hydration (the prerendered page names none).
 */
export function useChosenTemplate(templates: readonly TemplateFile[] | undefined): TemplateFile | undefined {
  const [id] = useQueryParam(TEMPLATE_QUERY);
  return id && templates ? templates.find((template) => template.id === id) : undefined;
}

/** `href` with ?template=<id> added before any #anchor: "/contact#form" → "/contact?template=x#form". */
export function withTemplate(href: string, id: string): string {
  const hash = href.indexOf('#');
  const [path, anchor] = hash < 0 ? [href, ''] : [href.slice(0, hash), href.slice(hash)];
  return `${path}${path.includes('?') ? '&' : '?'}${TEMPLATE_QUERY}=${encodeURIComponent(id)}${anchor}`;
}

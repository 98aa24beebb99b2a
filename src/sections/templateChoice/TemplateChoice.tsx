import type { TemplateChoiceSection } from '../../model/generated.ts';
import { ActionButton } from '../shared/ActionButtons.tsx';
import { useChosenTemplate } from '../shared/useChosenTemplate.ts';
import classes from './TemplateChoice.module.css';

export const DEFAULT_LABEL = 'Bạn đã chọn mẫu';

/**
 * "Bạn đã chọn mẫu: <name>" when the page was opened with ?template=<id> of a known template
 * (from the gallery's preview). Otherwise, and in the prerendered HTML, an empty slot: no
 * landmark, no space.
 */
export function TemplateChoice({ id, label = DEFAULT_LABEL, templates, link }: TemplateChoiceSection) {
  const chosen = useChosenTemplate(templates);
  return (
    <div id={id} data-section="templateChoice" className={chosen ? classes.choice : undefined}>
      {chosen ? (
        <div className={classes.box}>
          <p className={classes.text}>
            {label}: <strong>{chosen.name}</strong>
          </p>
          {link ? <ActionButton button={{ variant: 'secondary', ...link }} size="sm" /> : null}
        </div>
      ) : null}
    </div>
  );
}

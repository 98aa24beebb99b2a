// The form column's content, for what is selected: the A/B test's settings; in the original, a
// section's form or the page settings; in a variant, a changed section's form, a section as in the
// original (offering to change it) or the comparison with the original.
import { PageSettingsForm, SectionForm } from '../form/SectionForm.tsx';
import { getIn } from '../../content/jsonValue.ts';
import type { SchemaSet } from '../../content/schemaSet.ts';
import {
  addVariant,
  changeInVariant,
  experimentOf,
  removeExperiment,
  removeVariant,
  replacementOf,
  replacePath,
  revertInVariant,
  variantsOf,
} from '../state/experiment.ts';
import { ChangedSectionNote, ExperimentSettings, UnchangedSection, VariantDiff, variantTitle } from './Experiment.tsx';
import { topLevel, type Selection, type Version } from './selection.ts';
import type { StatusMessage } from './StatusNotes.tsx';

export interface SelectedFormProps {
  schemas: SchemaSet;
  page: unknown;
  selected: Selection;
  variant: Version;
  edit(value: unknown): void;
  onVariant(next: Version): void;
  onSelect(next: Selection): void;
  onStatus(status: StatusMessage): void;
}

export function SelectedForm({ schemas, page, selected, variant, edit, onVariant, onSelect, onStatus }: SelectedFormProps) {
  const sections = ((page as { sections?: unknown })?.sections as unknown[] | undefined) ?? [];
  const selectedValue = typeof selected === 'string' ? undefined : getIn(page, selected);
  const selectedTop = topLevel(selected);
  const selectedId = selectedTop === undefined ? undefined : (sections[selectedTop] as { id?: unknown } | undefined)?.id;
  if (selected === 'experiment' && experimentOf(page))
    return (
      <ExperimentSettings
        onAddVariant={() => edit(addVariant(page))}
        onDropReplacement={(i, key) => edit(revertInVariant(page, i, key))}
        onRemoveVariant={(i) => {
          edit(removeVariant(page, i));
          onVariant('a');
        }}
        onRemove={() => {
          edit(removeExperiment(page));
          onVariant('a');
          onSelect('settings');
          onStatus({ kind: 'saved', text: 'Đã xóa thử nghiệm A/B (chưa lưu): trang chỉ còn bản gốc.' });
        }}
      />
    );
  if (variant !== 'a') {
    const title = variantTitle(variantsOf(page)[variant], variant);
    if (selected === 'diff') return <VariantDiff schemas={schemas} page={page} index={variant} />;
    if (selectedTop === undefined || sections[selectedTop] === undefined) return <VariantDiff schemas={schemas} page={page} index={variant} />;
    if (typeof selectedId === 'string' && replacementOf(page, variant, sections[selectedTop]) !== undefined)
      return (
        <>
          <ChangedSectionNote title={title} onRevert={() => edit(revertInVariant(page, variant, selectedId))} />
          <SectionForm path={replacePath(variant, selectedId)} />
        </>
      );
    return (
      <UnchangedSection schemas={schemas} section={sections[selectedTop]} title={title} onChange={() => edit(changeInVariant(page, variant, selectedTop))} />
    );
  }
  return typeof selected === 'string' || selectedValue === undefined ? <PageSettingsForm /> : <SectionForm path={selected} />;
}

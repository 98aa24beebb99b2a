// The outline column: the A/B test's bar (start a test, pick the version being edited), then the outline
// of that version. The original: the page settings and the sections (select, move, duplicate, remove,
// add); a variant: the page's top-level sections, each as in the original or changed in the variant.
import { Badge } from '@mantine/core';
import type { EditorIssue } from '../api/client.ts';
import { sectionLabel } from '../../content/fieldPath.ts';
import { displayPath, getIn, setIn, type JsonPath } from '../../content/jsonValue.ts';
import type { SchemaSet } from '../../content/schemaSet.ts';
import type { OutlineNode } from '../schema/sectionOutline.ts';
import { addExperiment, canHaveExperiment, changeInVariant, experimentOf, forgetSection, revertInVariant } from '../state/experiment.ts';
import { duplicateSection, moveSection } from '../state/sectionEdits.ts';
import { ExperimentBar, VariantOutline } from './Experiment.tsx';
import { Outline } from './Outline.tsx';
import { experimentProblems, problemsAt, variantSectionProblems } from './problemCounts.ts';
import { topLevel, type Selection, type Version } from './selection.ts';

/** A section just removed, named for "Đã xóa … — Hoàn tác", and the page value right after its removal. */
export interface RemovedSection {
  name: string;
  after: unknown;
}

export interface OutlineColumnProps {
  schemas: SchemaSet;
  page: unknown;
  route: string;
  /** The page's outline (sectionOutline.ts). */
  nodes: OutlineNode[];
  /** This page's problems, each at its field: the badges count them. */
  issues: EditorIssue[];
  variant: Version;
  onVariant(next: Version): void;
  selected: Selection;
  onSelect(next: Selection): void;
  edit(value: unknown): void;
  onRemoved(removed: RemovedSection): void;
  /** "Thêm section" into the list at this path: the catalogue opens. */
  onAdd(listPath: JsonPath): void;
}

export function OutlineColumn({ schemas, page, route, nodes, issues, variant, onVariant, selected, onSelect, edit, onRemoved, onAdd }: OutlineColumnProps) {
  const sections = ((page as { sections?: unknown })?.sections as unknown[] | undefined) ?? [];
  const settingsProblems = problemsAt(issues, ['meta']) + problemsAt(issues, ['card']);
  return (
    <div className="editor-outline-column">
      {(experimentOf(page) || canHaveExperiment(page)) && (
        <ExperimentBar
          page={page}
          variant={variant}
          onVariant={onVariant}
          onAdd={() => {
            edit(addExperiment(page, route));
            onSelect('experiment');
          }}
          problems={(v) => experimentProblems(issues, page, v)}
          selected={selected === 'experiment' || selected === 'diff' ? selected : undefined}
          onOpen={onSelect}
        />
      )}
      {variant !== 'a' ? (
        <VariantOutline
          schemas={schemas}
          page={page}
          index={variant}
          selected={topLevel(selected)}
          problems={(i) => variantSectionProblems(issues, page, variant, i)}
          onSelect={(i) => onSelect(['sections', i])}
          onChange={(i) => {
            edit(changeInVariant(page, variant, i));
            onSelect(['sections', i]);
          }}
          onRevert={(i) => {
            const id = (sections[i] as { id?: unknown } | undefined)?.id;
            if (typeof id === 'string') edit(revertInVariant(page, variant, id));
            onSelect(['sections', i]);
          }}
        />
      ) : (
        <>
          <button
            type="button"
            className="editor-outline-select"
            aria-current={selected === 'settings' ? 'true' : undefined}
            onClick={() => onSelect('settings')}
          >
            Cài đặt trang: tiêu đề, mô tả, thẻ
            {settingsProblems > 0 && (
              <Badge color="red.9" size="xs" ml={4}>
                {settingsProblems} lỗi
              </Badge>
            )}
          </button>
          <Outline
            schemas={schemas}
            nodes={nodes}
            selected={typeof selected === 'string' ? undefined : displayPath(selected)}
            problemCount={(path) => problemsAt(issues, path)}
            onSelect={onSelect}
            onMove={(listPath, from, to) => {
              edit(moveSection(page, listPath, from, to));
              if (typeof selected !== 'string' && displayPath(selected) === displayPath([...listPath, from])) onSelect([...listPath, to]);
            }}
            onDuplicate={(path) => edit(duplicateSection(page, path))}
            onRemove={(path) => {
              // A top-level section replaced in a variant takes its replacements with it.
              const gone = path.length === 2 ? forgetSection(page, (getIn(page, path) as { id?: unknown } | undefined)?.id) : page;
              const after = setIn(gone, path, undefined);
              edit(after);
              onSelect('settings');
              onRemoved({ name: sectionLabel(schemas, getIn(page, path), true), after });
            }}
            onAdd={onAdd}
          />
        </>
      )}
    </div>
  );
}

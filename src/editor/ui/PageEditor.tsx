// One page open in the editor: outline, generated form, preview, problems, save, drafts, undo/redo and
// the watch for changes on disk. Each job is its own hook or part (use*.ts, the columns, the notes);
// here is the state they share (the page's history, what is selected, the version of an A/B test) and
// the wiring between them.
import { Stack } from '@mantine/core';
import { useCallback, useMemo, useReducer, useRef, useState, type CSSProperties } from 'react';
import type { EditorClient } from '../api/client.ts';
import { FormContext, type FormContextValue } from '../form/FormContext.tsx';
import { fieldLabelPath, parseDisplayPath } from '../../content/fieldPath.ts';
import { issuesByField, placeIssues } from '../form/issuePlacement.ts';
import { placeholderFields } from '../form/placeholderFields.ts';
import { imageNotes } from '../form/imageNotes.ts';
import type { ProjectInfo } from '../contract/types.ts';
import { flatten, outline } from '../schema/sectionOutline.ts';
import type { SchemaSet } from '../../content/schemaSet.ts';
import { historyReducer, initialHistory } from '../state/history.ts';
import { displayPath, getIn, setIn, type JsonPath } from '../../content/jsonValue.ts';
import { insertSection, withFreeIds } from '../state/sectionEdits.ts';
import { inVariant, renameInVariants, sectionIndexOf, variantPage, variantsOf } from '../state/experiment.ts';
import { experimentPlace } from './Experiment.tsx';
import { AddSection } from './AddSection.tsx';
import { focusField } from './focusField.ts';
import { OutlineColumn, type RemovedSection } from './OutlineColumn.tsx';
import { PageToolbar } from './PageToolbar.tsx';
import { PreviewPane } from './PreviewPane.tsx';
import { ProblemList } from './ProblemList.tsx';
import { SelectedForm } from './SelectedForm.tsx';
import { previewSelection, topLevel, type Selection, type Version } from './selection.ts';
import { SplitHandle, useFormShare } from './SplitHandle.tsx';
import { StatusNotes, type StatusMessage } from './StatusNotes.tsx';
import { useDiskWatch } from './useDiskWatch.ts';
import { useDraftKeeping } from './useDraftKeeping.ts';
import { useLiveCheck } from './useLiveCheck.ts';
import { useSave, type SavedVersion } from './useSave.ts';
import { useTakeOverSave } from './useTakeOverSave.ts';
import { useUndoKeys } from './useUndoKeys.ts';

export interface LoadedFile {
  file: string;
  route: string;
  value: unknown;
  hash: string;
}

export interface PageEditorProps {
  client: EditorClient;
  schemas: SchemaSet;
  project: ProjectInfo;
  loaded: LoadedFile;
  /** The file was saved with this hash (the page list refreshes its counts; a delete checks against it). */
  onSaved(hash: string): void;
  /** Load the file again from disk (after a change outside the editor). */
  onReload(): void;
}

export function PageEditor({ client, schemas, project, loaded, onSaved, onReload }: PageEditorProps) {
  const [history, dispatch] = useReducer(historyReducer<unknown>, loaded.value, initialHistory);
  const page = history.present;
  const [base, setBase] = useState<SavedVersion>({ value: loaded.value, hash: loaded.hash });
  const [selected, setSelected] = useState<Selection>(() => (Array.isArray((loaded.value as { sections?: unknown })?.sections) ? ['sections', 0] : 'settings'));
  const [status, setStatus] = useState<StatusMessage>();
  const [formShare, setFormShare] = useFormShare();
  const formColumn = useRef<HTMLDivElement>(null);
  const previewColumn = useRef<HTMLDivElement>(null);
  const [adding, setAdding] = useState<JsonPath>();
  /** The version of an A/B test being edited: the original ("a") or a variant's index. */
  const [variantChoice, setVariant] = useState<Version>('a');
  const variant: Version = variantChoice !== 'a' && variantChoice < variantsOf(page).length ? variantChoice : 'a';
  /** The section just removed, named for "Đã xóa … — Hoàn tác": shown while the page is the value right after it. */
  const [removed, setRemoved] = useState<RemovedSection>();
  const dirty = page !== base.value && JSON.stringify(page) !== JSON.stringify(base.value);

  const orderAt = useCallback((prefix: JsonPath) => Object.keys(schemas.deref(schemas.schemaAt(page, prefix)).properties ?? {}), [schemas, page]);
  const edit = useCallback((value: unknown, key?: string) => {
    setStatus(undefined); // "saved" / "not saved" speak of the value before this edit
    dispatch({ type: 'edit', value, key, at: Date.now() });
  }, []);
  const change = useCallback(
    (path: JsonPath, value: unknown) => {
      const next = setIn(page, path, value, orderAt);
      // A top-level section's id in the original: an A/B variant's replacement of it follows.
      const renamesSection = path.length === 3 && path[0] === 'sections' && path[2] === 'id';
      edit(renamesSection ? renameInVariants(next, getIn(page, path), value) : next, displayPath(path));
    },
    [page, orderAt, edit],
  );

  const drafts = useDraftKeeping({ file: loaded.file, loadedValue: loaded.value, page, base, dirty });
  const { issues, setIssues, checked, checking } = useLiveCheck(client, loaded.file, page);
  const { diskChanged, noticeDiskChange } = useDiskWatch(client, loaded.file, base.hash);
  useUndoKeys(dispatch);
  const saveTarget = { client, file: loaded.file, tab: drafts.tab, page, base, setBase, setIssues, setStatus, onSaved };
  const save = useSave({ ...saveTarget, onConflict: noticeDiskChange });
  useTakeOverSave({ ...saveTarget, dirty });

  // This page's problems, each at the field that shows it and in the author's words.
  const own = useMemo(
    () =>
      placeIssues(
        issues.filter((i) => i.file === loaded.file),
        { schemas, page: checked, lastEdited: history.lastKey },
      ),
    [issues, loaded.file, schemas, checked, history.lastKey],
  );
  const byPath = useMemo(() => issuesByField(own), [own]);

  // In a variant a click in the preview selects the top-level section it is in.
  const selectFromPreview = useCallback(
    (path: JsonPath) => setSelected(variant === 'a' || typeof path[1] !== 'number' ? path : ['sections', path[1]]),
    [variant],
  );
  const chooseVariant = (next: Version) => {
    setVariant(next);
    if (next !== 'a' && Array.isArray(selected)) setSelected(['sections', topLevel(selected) ?? 0]);
    else if (next === 'a' && selected === 'diff') setSelected('experiment');
  };
  const previewValue = useMemo(() => (variant === 'a' ? page : variantPage(page, variant)), [page, variant]);
  const nodes = outline((page as { sections?: unknown })?.sections);
  const placeholderTexts = useMemo(() => new Set(project.placeholderTexts), [project]);
  const placeholders = useMemo(() => placeholderFields(page, placeholderTexts), [page, placeholderTexts]);
  const notes = useMemo(() => imageNotes(page, schemas), [page, schemas]);
  const context: FormContextValue = {
    schemas,
    project,
    page,
    route: loaded.route,
    issues: byPath,
    placeholders,
    notes,
    change,
    upload: (file: File) => client.upload(file, loaded.file),
  };
  const addSection = (type: string) => {
    if (!adding) return;
    const example = (project.examples[type] ?? { type }) as Record<string, unknown>;
    const list = (getIn(page, adding) as unknown[] | undefined) ?? [];
    edit(insertSection(page, adding, list.length, withFreeIds(page, example)));
    setSelected([...adding, list.length]);
    setAdding(undefined);
  };
  const showProblem = (path: string) => {
    const parsed = parseDisplayPath(path);
    const at = inVariant(parsed);
    if (parsed[0] === 'experiment') {
      // In a variant's replacement: that variant, its section; else the test's settings.
      const index = at?.id === undefined ? -1 : sectionIndexOf(page, at.id);
      if (at && index !== -1) {
        setVariant(at.index);
        setSelected(['sections', index]);
      } else setSelected('experiment');
      focusField(path, [], () => {});
      return;
    }
    setVariant('a');
    focusField(
      path,
      flatten(nodes).map((n) => n.path),
      setSelected,
    );
  };

  return (
    <FormContext.Provider value={context}>
      <Stack gap="sm">
        <PageToolbar
          route={loaded.route}
          canUndo={history.past.length > 0}
          canRedo={history.future.length > 0}
          onUndo={() => dispatch({ type: 'undo' })}
          onRedo={() => dispatch({ type: 'redo' })}
          problems={own.length}
          checking={checking}
          dirty={dirty}
          onSave={save}
        />
        <StatusNotes
          status={status}
          removed={removed && removed.after === page ? removed.name : undefined}
          onUndoRemove={() => {
            dispatch({ type: 'undo' });
            setRemoved(undefined);
          }}
          offer={
            drafts.offered && {
              draft: drafts.offered,
              base,
              page,
              schemas,
              ownTab: drafts.tab,
              onRestore: (value, note) => {
                edit(value);
                drafts.restored();
                setStatus({ kind: 'saved', text: note });
              },
              onDiscard: drafts.discarded,
            }
          }
          openElsewhere={drafts.openElsewhere}
          diskChanged={diskChanged}
          onReloadFromDisk={() => {
            if (dirty) drafts.keepDraft();
            onReload();
          }}
        />
        <div className="editor-columns" style={{ '--editor-form-fr': `${formShare}fr`, '--editor-preview-fr': `${100 - formShare}fr` } as CSSProperties}>
          <OutlineColumn
            schemas={schemas}
            page={page}
            route={loaded.route}
            nodes={nodes}
            issues={own}
            variant={variant}
            onVariant={chooseVariant}
            selected={selected}
            onSelect={setSelected}
            edit={edit}
            onRemoved={setRemoved}
            onAdd={setAdding}
          />
          <div className="editor-form-column" id="editor-form-column" ref={formColumn}>
            <SelectedForm
              schemas={schemas}
              page={page}
              selected={selected}
              variant={variant}
              edit={edit}
              onVariant={setVariant}
              onSelect={setSelected}
              onStatus={setStatus}
            />
          </div>
          <SplitHandle share={formShare} onChange={setFormShare} form={formColumn} preview={previewColumn} controls="editor-form-column" />
          <PreviewPane
            ref={previewColumn}
            client={client}
            route={loaded.route}
            value={previewValue}
            selected={previewSelection(selected, variant)}
            onSelect={selectFromPreview}
          />
        </div>
        <ProblemList
          issues={own}
          // Named in the value they were found in: until the next answer, an edit may have moved or removed their section.
          place={(path) =>
            experimentPlace(schemas, checked ?? page, parseDisplayPath(path)) ?? fieldLabelPath(schemas, checked ?? page, parseDisplayPath(path))
          }
          onPick={showProblem}
        />
      </Stack>
      <AddSection
        opened={adding !== undefined}
        schemas={schemas}
        types={schemas.sectionTypes}
        examples={project.examples}
        client={client}
        onClose={() => setAdding(undefined)}
        onPick={addSection}
      />
    </FormContext.Provider>
  );
}

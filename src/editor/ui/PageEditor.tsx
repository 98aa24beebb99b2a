// One page open in the editor: outline, generated form, problems, save, drafts, undo/redo and the
// watch for changes on disk.
import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useCallback, useContext, useEffect, useMemo, useReducer, useRef, useState, type CSSProperties } from 'react';
import type { EditorIssue } from '../api/client.ts';
import type { EditorClient } from '../api/client.ts';
import { FormContext, type FormContextValue } from '../form/FormContext.tsx';
import { fieldLabelPath, parseDisplayPath, sectionLabel } from '../../content/fieldPath.ts';
import { issuesByField, placeIssue } from '../form/issuePlacement.ts';
import { placeholderFields } from '../form/placeholderFields.ts';
import { imageNotes } from '../form/imageNotes.ts';
import { PageSettingsForm, SectionForm } from '../form/SectionForm.tsx';
import type { ProjectInfo } from '../contract/types.ts';
import { flatten, outline } from '../schema/sectionOutline.ts';
import type { SchemaSet } from '../../content/schemaSet.ts';
import { clearDraft, draftOffer, tabId, writeDraft, type Draft } from '../state/drafts.ts';
import { LeaseTaken } from './leaseTaken.ts';
import { historyReducer, initialHistory } from '../state/history.ts';
import { displayPath, getIn, setIn, type JsonPath } from '../../content/jsonValue.ts';
import { duplicateSection, insertSection, moveSection, withFreeIds } from '../state/sectionEdits.ts';
import {
  addExperiment,
  addVariant,
  canHaveExperiment,
  changeInVariant,
  experimentOf,
  forgetSection,
  inVariant,
  removeExperiment,
  removeVariant,
  renameInVariants,
  replacementOf,
  replacePath,
  revertInVariant,
  sectionIndexOf,
  variantPage,
  variantsOf,
} from '../state/experiment.ts';
import {
  ChangedSectionNote,
  ExperimentBar,
  ExperimentSettings,
  experimentPlace,
  UnchangedSection,
  VariantDiff,
  VariantOutline,
  variantTitle,
} from './Experiment.tsx';
import { AddSection } from './AddSection.tsx';
import { DraftOffer } from './DraftOffer.tsx';
import { Outline } from './Outline.tsx';
import { PreviewPane } from './PreviewPane.tsx';
import { SplitHandle, useFormShare } from './SplitHandle.tsx';
import { ProblemList } from './ProblemList.tsx';

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

const CHECK_DELAY_MS = 400;
const DISK_POLL_MS = 2000;

export function PageEditor({ client, schemas, project, loaded, onSaved, onReload }: PageEditorProps) {
  const [history, dispatch] = useReducer(historyReducer<unknown>, loaded.value, initialHistory);
  const page = history.present;
  const [base, setBase] = useState({ value: loaded.value, hash: loaded.hash });
  const [selected, setSelected] = useState<JsonPath | 'settings' | 'experiment' | 'diff'>(() =>
    Array.isArray((loaded.value as { sections?: unknown })?.sections) ? ['sections', 0] : 'settings',
  );
  const [issues, setIssues] = useState<EditorIssue[]>([]);
  /** The value the validator last answered for: the page is being checked while it differs. */
  const [checked, setChecked] = useState<unknown>(undefined);
  const [status, setStatus] = useState<{ kind: 'saved' | 'invalid' | 'error' | 'conflict'; text: string }>();
  const [diskChanged, setDiskChanged] = useState(false);
  const tab = useMemo(() => tabId(), []);
  const [formShare, setFormShare] = useFormShare();
  const formColumn = useRef<HTMLDivElement>(null);
  const previewColumn = useRef<HTMLDivElement>(null);
  const [offeredDraft, setOfferedDraft] = useState<Draft>();
  /** Another tab open now has unsaved edits of this page: said, and its draft left to it. */
  const [openElsewhere, setOpenElsewhere] = useState(false);
  useEffect(() => {
    let current = true;
    void draftOffer(loaded.file, tab, loaded.value).then((offer) => {
      if (!current) return;
      setOfferedDraft(offer.draft);
      setOpenElsewhere(offer.openElsewhere);
    });
    return () => {
      current = false;
    };
  }, [loaded.file, loaded.value, tab]);
  const [adding, setAdding] = useState<JsonPath>();
  /** The version of an A/B test being edited: the original ("a") or a variant's index. */
  const [variantChoice, setVariant] = useState<'a' | number>('a');
  const variants = variantsOf(page);
  const variant: 'a' | number = variantChoice !== 'a' && variantChoice < variants.length ? variantChoice : 'a';
  /** The section just removed, named for "Đã xóa … — Hoàn tác": shown while the page is the value right after it. */
  const [removed, setRemoved] = useState<{ name: string; after: unknown }>();
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

  // Validation as you type: the server's validator, newest answer wins (older ones are dropped).
  const checkSeq = useRef(0);
  useEffect(() => {
    const seq = ++checkSeq.current;
    const timer = setTimeout(() => {
      client.check(loaded.file, page).then(
        (found) => {
          if (seq !== checkSeq.current) return;
          setIssues(found);
          setChecked(page);
        },
        () => seq === checkSeq.current && setChecked(page),
      );
    }, CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [client, loaded.file, page]);
  const checking = checked !== page;

  // Unsaved edits survive a reload or a closed tab.
  const keepDraft = useCallback(
    () => writeDraft(loaded.file, { value: page, base: { hash: base.hash, value: base.value }, savedAt: Date.now(), tab }),
    [loaded.file, page, base, tab],
  );
  useEffect(() => {
    if (dirty) keepDraft();
  }, [dirty, keepDraft]);

  // Leaving (closing the tab, reloading, typing another address) with unsaved edits asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // Someone else changed the file (VS Code, git pull): say so; the save would answer a conflict anyway.
  useEffect(() => {
    const timer = setInterval(() => {
      client.hash(loaded.file).then(
        (hash) => setDiskChanged(hash !== base.hash),
        () => {},
      );
    }, DISK_POLL_MS);
    return () => clearInterval(timer);
  }, [client, loaded.file, base.hash]);

  // Ctrl+Z / Ctrl+Shift+Z (and Ctrl+Y): undo and redo every kind of edit.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey)) return;
      const key = e.key.toLowerCase();
      if (key === 'z' || key === 'y') {
        e.preventDefault();
        dispatch({ type: key === 'y' || e.shiftKey ? 'redo' : 'undo' });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const save = async () => {
    setStatus(undefined);
    try {
      const { body } = await client.save(loaded.file, page, base.hash);
      if (body.status === 'saved' && body.hash) {
        setBase({ value: page, hash: body.hash });
        clearDraft(loaded.file, tab);
        setStatus({ kind: 'saved', text: 'Đã lưu.' });
        onSaved(body.hash);
      } else if (body.status === 'invalid') {
        setIssues(body.issues ?? []);
        setStatus({ kind: 'invalid', text: `Chưa lưu: trang còn ${body.issues?.length ?? 0} lỗi (xem danh sách bên dưới).` });
      } else {
        setDiskChanged(true);
        setStatus({ kind: 'conflict', text: 'Chưa lưu: tệp đã bị thay đổi bên ngoài trình soạn thảo từ khi bạn mở nó.' });
      }
    } catch (error) {
      setStatus({ kind: 'error', text: `Chưa lưu: ${(error as Error).message}` });
    }
  };

  // Inside the admin, someone took the page over while it was open here: what was typed and not saved
  // becomes this author's own draft (the server lets this one save pass for the person the page was
  // taken from). Not saved when nothing changed since the last save; kept in the browser as before
  // when the save cannot be made (a stale base, problems in the page, an error).
  const takenOver = useContext(LeaseTaken);
  const latest = useRef({ page, base, dirty });
  useEffect(() => {
    latest.current = { page, base, dirty };
  });
  const kept = useRef(false);
  useEffect(() => {
    if (!takenOver || kept.current) return;
    kept.current = true;
    const { page: value, base: from, dirty: unsaved } = latest.current;
    if (!unsaved) return;
    const notKept = 'Những thay đổi chưa lưu của bạn chưa được lưu vào bản nháp';
    const stillHere = 'Chúng vẫn còn trong trình duyệt này: mở lại trang khi trang rảnh để lưu.';
    client.save(loaded.file, value, from.hash, true).then(
      ({ body }) => {
        if (body.status === 'saved' && body.hash) {
          setBase({ value, hash: body.hash });
          clearDraft(loaded.file, tab);
          setStatus({ kind: 'saved', text: 'Những thay đổi chưa lưu của bạn đã được lưu vào bản nháp của bạn.' });
          onSaved(body.hash);
        } else if (body.status === 'invalid') {
          setIssues(body.issues ?? []);
          setStatus({ kind: 'invalid', text: `${notKept}: trang còn ${body.issues?.length ?? 0} lỗi. ${stillHere}` });
        } else {
          setStatus({ kind: 'conflict', text: `${notKept}: bản nháp đã thay đổi từ khi bạn mở trang. ${stillHere}` });
        }
      },
      (error: Error) => setStatus({ kind: 'error', text: `${notKept} (${error.message}). ${stillHere}` }),
    );
  }, [takenOver, client, loaded.file, tab, onSaved]);

  // This page's problems, each at the field that shows it and in the author's words.
  const own = useMemo(
    () => issues.filter((i) => i.file === loaded.file).map((i) => placeIssue(i, { schemas, page: checked, lastEdited: history.lastKey })),
    [issues, loaded.file, schemas, checked, history.lastKey],
  );
  const byPath = useMemo(() => issuesByField(own), [own]);
  const problemCount = (path: JsonPath) => {
    const prefix = displayPath(path);
    return own.filter((i) => i.path === prefix || i.path.startsWith(`${prefix}.`) || i.path.startsWith(`${prefix}[`)).length;
  };

  const under = (prefix: string) => own.filter((i) => i.path === prefix || i.path.startsWith(`${prefix}.`) || i.path.startsWith(`${prefix}[`)).length;
  const experimentProblems = (v: 'a' | number) =>
    v === 'a'
      ? under('experiment') - variants.reduce((n, _, i) => n + under(displayPath(['experiment', 'variants', i, 'replace'])), 0)
      : under(displayPath(['experiment', 'variants', v, 'replace']));
  const sections = ((page as { sections?: unknown })?.sections as unknown[] | undefined) ?? [];
  const variantSectionProblems = (v: number, i: number) => {
    const id = (sections[i] as { id?: unknown } | undefined)?.id;
    return typeof id === 'string' && replacementOf(page, v, sections[i]) !== undefined ? under(displayPath(replacePath(v, id))) : 0;
  };
  /** The top-level section a path lies in (a variant shows top-level sections only). */
  const topLevel = (path: JsonPath | string): number | undefined =>
    Array.isArray(path) && path[0] === 'sections' && typeof path[1] === 'number' ? path[1] : undefined;

  // In a variant a click in the preview selects the top-level section it is in.
  const selectFromPreview = useCallback(
    (path: JsonPath) => setSelected(variant === 'a' || typeof path[1] !== 'number' ? path : ['sections', path[1]]),
    [variant],
  );
  const chooseVariant = (next: 'a' | number) => {
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
  const selectedValue = typeof selected === 'string' ? undefined : getIn(page, selected);
  const variantTitleNow = variant === 'a' ? '' : variantTitle(variants[variant], variant);
  const selectedTop = Array.isArray(selected) ? topLevel(selected) : undefined;
  const selectedId = selectedTop === undefined ? undefined : (sections[selectedTop] as { id?: unknown } | undefined)?.id;
  const formFor = () => {
    if (selected === 'experiment' && experimentOf(page))
      return (
        <ExperimentSettings
          onAddVariant={() => edit(addVariant(page))}
          onDropReplacement={(i, key) => edit(revertInVariant(page, i, key))}
          onRemoveVariant={(i) => {
            edit(removeVariant(page, i));
            setVariant('a');
          }}
          onRemove={() => {
            edit(removeExperiment(page));
            setVariant('a');
            setSelected('settings');
            setStatus({ kind: 'saved', text: 'Đã xóa thử nghiệm A/B (chưa lưu): trang chỉ còn bản gốc.' });
          }}
        />
      );
    if (variant !== 'a') {
      if (selected === 'diff') return <VariantDiff schemas={schemas} page={page} index={variant} />;
      if (selectedTop === undefined || sections[selectedTop] === undefined) return <VariantDiff schemas={schemas} page={page} index={variant} />;
      if (typeof selectedId === 'string' && replacementOf(page, variant, sections[selectedTop]) !== undefined)
        return (
          <>
            <ChangedSectionNote title={variantTitleNow} onRevert={() => edit(revertInVariant(page, variant, selectedId))} />
            <SectionForm path={replacePath(variant, selectedId)} />
          </>
        );
      return (
        <UnchangedSection
          schemas={schemas}
          section={sections[selectedTop]}
          title={variantTitleNow}
          onChange={() => edit(changeInVariant(page, variant, selectedTop))}
        />
      );
    }
    return typeof selected === 'string' || selectedValue === undefined ? <PageSettingsForm /> : <SectionForm path={selected} />;
  };
  const addSection = (type: string) => {
    if (!adding) return;
    const example = (project.examples[type] ?? { type }) as Record<string, unknown>;
    const list = (getIn(page, adding) as unknown[] | undefined) ?? [];
    edit(insertSection(page, adding, list.length, withFreeIds(page, example)));
    setSelected([...adding, list.length]);
    setAdding(undefined);
  };

  return (
    <FormContext.Provider value={context}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <div>
            <Title order={1} size="h3">
              {loaded.route}
            </Title>
          </div>
          <Group gap="xs">
            <Button variant="default" onClick={() => dispatch({ type: 'undo' })} disabled={history.past.length === 0} aria-keyshortcuts="Control+Z">
              Hoàn tác
            </Button>
            <Button variant="default" onClick={() => dispatch({ type: 'redo' })} disabled={history.future.length === 0} aria-keyshortcuts="Control+Shift+Z">
              Làm lại
            </Button>
            <Badge color={own.length ? 'red.9' : 'teal.9'} variant="filled" aria-live="polite">
              {checking ? 'Đang kiểm tra…' : own.length ? `${own.length} lỗi` : 'Hợp lệ'}
            </Badge>
            <Button onClick={save} disabled={!dirty}>
              Lưu
            </Button>
          </Group>
        </Group>
        <div role="status" aria-live="polite">
          {status && (
            <Alert color={status.kind === 'saved' ? 'green' : 'red'} p="xs">
              {status.text}
            </Alert>
          )}
          {removed && removed.after === page && (
            <Alert color="blue" p="xs">
              <Group gap="xs">
                <Text size="sm">Đã xóa {removed.name}.</Text>
                <Button
                  size="compact-sm"
                  variant="white"
                  aria-label={`Hoàn tác xóa ${removed.name}`}
                  onClick={() => {
                    dispatch({ type: 'undo' });
                    setRemoved(undefined);
                  }}
                >
                  Hoàn tác
                </Button>
              </Group>
            </Alert>
          )}
        </div>
        {offeredDraft && (
          <DraftOffer
            draft={offeredDraft}
            base={base}
            page={page}
            schemas={schemas}
            ownTab={tab}
            onRestore={(value, note) => {
              edit(value);
              // Restored here: this tab's draft holds it from now on (another tab's is taken over).
              if (offeredDraft.tab !== tab) clearDraft(loaded.file, offeredDraft.tab);
              setOfferedDraft(undefined);
              setStatus({ kind: 'saved', text: note });
            }}
            onDiscard={() => {
              clearDraft(loaded.file, offeredDraft.tab);
              setOfferedDraft(undefined);
            }}
          />
        )}
        {openElsewhere && !offeredDraft && (
          <Alert color="blue" p="xs">
            <Text size="sm">
              Một thẻ khác của trình duyệt đang có chỉnh sửa chưa lưu của trang này: hãy tiếp tục ở thẻ đó. Khi thẻ đó đã đóng, mở lại trang này để khôi phục
              bản nháp của nó.
            </Text>
          </Alert>
        )}
        {diskChanged && (
          <Alert color="orange" title="Tệp đã bị thay đổi bên ngoài trình soạn thảo" role="alert">
            <Text size="sm">Lưu sẽ không ghi đè thay đổi đó. Tải lại để xem bản trên đĩa; các chỉnh sửa của bạn được giữ làm bản nháp để khôi phục.</Text>
            <Button
              size="xs"
              mt="xs"
              onClick={() => {
                if (dirty) keepDraft();
                onReload();
              }}
            >
              Tải lại từ đĩa
            </Button>
          </Alert>
        )}
        <div className="editor-columns" style={{ '--editor-form-fr': `${formShare}fr`, '--editor-preview-fr': `${100 - formShare}fr` } as CSSProperties}>
          <div className="editor-outline-column">
            {(experimentOf(page) || canHaveExperiment(page)) && (
              <ExperimentBar
                page={page}
                variant={variant}
                onVariant={chooseVariant}
                onAdd={() => {
                  edit(addExperiment(page, loaded.route));
                  setSelected('experiment');
                }}
                problems={experimentProblems}
                selected={selected === 'experiment' || selected === 'diff' ? selected : undefined}
                onOpen={setSelected}
              />
            )}
            {variant !== 'a' ? (
              <VariantOutline
                schemas={schemas}
                page={page}
                index={variant}
                selected={selectedTop}
                problems={(i) => variantSectionProblems(variant, i)}
                onSelect={(i) => setSelected(['sections', i])}
                onChange={(i) => {
                  edit(changeInVariant(page, variant, i));
                  setSelected(['sections', i]);
                }}
                onRevert={(i) => {
                  const id = (sections[i] as { id?: unknown } | undefined)?.id;
                  if (typeof id === 'string') edit(revertInVariant(page, variant, id));
                  setSelected(['sections', i]);
                }}
              />
            ) : (
              <>
                <button
                  type="button"
                  className="editor-outline-select"
                  aria-current={selected === 'settings' ? 'true' : undefined}
                  onClick={() => setSelected('settings')}
                >
                  Cài đặt trang: tiêu đề, mô tả, thẻ
                  {problemCount(['meta']) + problemCount(['card']) > 0 && (
                    <Badge color="red.9" size="xs" ml={4}>
                      {problemCount(['meta']) + problemCount(['card'])} lỗi
                    </Badge>
                  )}
                </button>
                <Outline
                  schemas={schemas}
                  nodes={nodes}
                  selected={typeof selected === 'string' ? undefined : displayPath(selected)}
                  problemCount={problemCount}
                  onSelect={setSelected}
                  onMove={(listPath, from, to) => {
                    edit(moveSection(page, listPath, from, to));
                    if (typeof selected !== 'string' && displayPath(selected) === displayPath([...listPath, from])) setSelected([...listPath, to]);
                  }}
                  onDuplicate={(path) => edit(duplicateSection(page, path))}
                  onRemove={(path) => {
                    // A top-level section replaced in a variant takes its replacements with it.
                    const gone = path.length === 2 ? forgetSection(page, (getIn(page, path) as { id?: unknown } | undefined)?.id) : page;
                    const after = setIn(gone, path, undefined);
                    edit(after);
                    setSelected('settings');
                    setRemoved({ name: sectionLabel(schemas, getIn(page, path), true), after });
                  }}
                  onAdd={setAdding}
                />
              </>
            )}
          </div>
          <div className="editor-form-column" id="editor-form-column" ref={formColumn}>
            {formFor()}
          </div>
          <SplitHandle share={formShare} onChange={setFormShare} form={formColumn} preview={previewColumn} controls="editor-form-column" />
          <PreviewPane
            ref={previewColumn}
            client={client}
            route={loaded.route}
            value={previewValue}
            selected={
              typeof selected === 'string'
                ? undefined
                : variant === 'a'
                  ? displayPath(selected)
                  : selectedTop === undefined
                    ? undefined
                    : displayPath(['sections', selectedTop])
            }
            onSelect={selectFromPreview}
          />
        </div>
        <ProblemList
          issues={own}
          // Named in the value they were found in: until the next answer, an edit may have moved or removed their section.
          place={(path) =>
            experimentPlace(schemas, checked ?? page, parseDisplayPath(path)) ?? fieldLabelPath(schemas, checked ?? page, parseDisplayPath(path))
          }
          onPick={(path) => {
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
          }}
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

/** Shows the section holding a problem's path (the deepest one) and moves focus to its field. */
function focusField(path: string, sections: JsonPath[], select: (p: JsonPath | 'settings') => void) {
  const holder = sections
    .filter((p) => {
      const at = displayPath(p);
      return path === at || path.startsWith(`${at}.`) || path.startsWith(`${at}[`);
    })
    .sort((a, b) => b.length - a.length)[0];
  select(holder ?? 'settings');
  requestAnimationFrame(() => {
    // Compared as text, not put in a selector: a path has brackets, dots and quotes.
    const el = [...document.querySelectorAll<HTMLElement>('[data-path]')].find((e) => e.dataset.path === path);
    (el?.querySelector('input, textarea, select, button') as HTMLElement | null)?.focus();
  });
}

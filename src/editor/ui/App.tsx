// The editor: page list on the left, the open page on the right.
import { Alert, Button, Group, Loader, Modal, Text, TextInput } from '@mantine/core';
import { useCallback, useEffect, useMemo, useState, useRef } from 'react';
import type { EditorIssue } from '../api/client.ts';
import type { EditorClient } from '../api/client.ts';
import type { ProjectInfo } from '../contract/types.ts';
import type { PageSummary } from '../contract/types.ts';
import { placeIssue } from '../form/issuePlacement.ts';
import { SchemaSet } from '../../content/schemaSet.ts';
import { PageEditor, type LoadedFile } from './PageEditor.tsx';
import { PageList, suggestRoute } from './PageList.tsx';
import { LeaseGate } from './LeaseGate.tsx';
import { hostedConfig, pageAddress } from '../api/hosted.ts';

/** Inside the admin (its <meta>): the page's address on the public site, and what to do when loading fails. */
const hosted = typeof document === 'undefined' ? undefined : hostedConfig();

type Project = ProjectInfo & { templates: { name: string; summary: string }[] };

export function App({ client }: { client: EditorClient }) {
  const [project, setProject] = useState<Project>();
  const [pages, setPages] = useState<PageSummary[]>([]);
  const [loaded, setLoaded] = useState<LoadedFile>();
  const [loadCount, setLoadCount] = useState(0);
  const [error, setError] = useState<string>();
  const [confirmDelete, setConfirmDelete] = useState<{ issues?: EditorIssue[] }>();
  const [copyRoute, setCopyRoute] = useState<string>();
  const schemas = useMemo(() => (project ? new SchemaSet(project.schemas) : undefined), [project]);

  // Refreshes overlap (a save, a file change on disk, a delete): only the latest one's answers are
  // applied, so a slow earlier answer cannot bring back a page that was deleted since.
  const latestRefresh = useRef(0);
  const refresh = useCallback(() => {
    const ticket = ++latestRefresh.current;
    const ifLatest =
      <T,>(apply: (value: T) => void) =>
      (value: T) => {
        if (ticket === latestRefresh.current) apply(value);
      };
    client.pages().then(ifLatest(setPages), (e: Error) => setError(e.message));
    client.project().then(ifLatest(setProject), (e: Error) => setError(e.message));
  }, [client]);
  useEffect(refresh, [refresh]);

  const open = useCallback(
    (file: string) => {
      client.page(file).then(
        (page) => {
          setLoaded({ file: page.file, route: page.route, value: page.value, hash: page.hash });
          setLoadCount((n) => n + 1);
          history.replaceState(null, '', `#${page.file}`);
        },
        (e: Error) => setError(e.message),
      );
    },
    [client],
  );
  useEffect(() => {
    const file = decodeURIComponent(location.hash.slice(1));
    if (file.startsWith('pages/')) open(file);
  }, [open]);

  const create = async (route: string, template: string, from?: string) => {
    const { body } = await client.create(route, template, from);
    if (body.status !== 'saved') return body.report ?? body.issues?.map((i) => i.message).join('; ') ?? 'không tạo được trang';
    refresh();
    open(body.file);
    return undefined;
  };

  if (error && !project)
    return (
      <Alert color="red" title="Không mở được trình soạn thảo">
        {error} —{' '}
        {hosted
          ? 'hãy tải lại trang. Nếu vẫn không được, hãy đăng nhập lại ở trang quản trị, hoặc báo bộ phận kỹ thuật.'
          : 'hãy mở lại đường dẫn mà `npm run edit` đã in ra (có mã token).'}
      </Alert>
    );
  if (!project || !schemas) return <Loader aria-label="Đang tải" />;
  return (
    <div className="editor-shell">
      <aside className="editor-sidebar" aria-label="Trang">
        <Text fw={800} mb="xs">
          Trình soạn thảo trang
        </Text>
        <PageList pages={pages} current={loaded?.file} templates={project.templates} onOpen={open} onCreate={(route, template) => create(route, template)} />
      </aside>
      <main className="editor-main">
        {error && (
          <Alert color="red" withCloseButton onClose={() => setError(undefined)}>
            {error}
          </Alert>
        )}
        {loaded ? (
          <>
            <Group gap="xs" mb="xs">
              <Button size="xs" variant="default" onClick={() => setCopyRoute(`${loaded.route}-ban-sao`)}>
                Nhân bản trang
              </Button>
              <Button size="xs" variant="default" color="red" onClick={() => setConfirmDelete({})}>
                Xóa trang…
              </Button>
              <Button size="xs" variant="subtle" component="a" href={pageAddress(loaded.route, hosted, project.siteUrl)} target="_blank" rel="noopener">
                Xem trang ↗
              </Button>
            </Group>
            <LeaseGate file={loaded.file}>
              <PageEditor
                key={`${loaded.file}:${loadCount}`}
                client={client}
                schemas={schemas}
                project={project}
                loaded={loaded}
                onSaved={(hash) => {
                  setLoaded((file) => file && { ...file, hash });
                  refresh();
                }}
                onReload={() => open(loaded.file)}
              />
            </LeaseGate>
          </>
        ) : (
          <Text>Chọn một trang bên trái, hoặc tạo trang mới.</Text>
        )}
      </main>
      <Modal opened={copyRoute !== undefined} onClose={() => setCopyRoute(undefined)} title="Nhân bản trang" closeButtonProps={{ 'aria-label': 'Đóng' }}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (!loaded || copyRoute === undefined) return;
            create(suggestRoute(copyRoute), 'landing', loaded.file).then(
              (problem) => (problem ? setError(problem) : setCopyRoute(undefined)),
              (err: Error) => setError(err.message),
            );
          }}
        >
          <TextInput label="Đường dẫn của bản sao" value={copyRoute ?? ''} onChange={(e) => setCopyRoute(e.currentTarget.value)} data-autofocus />
          <Button type="submit" mt="sm">
            Tạo bản sao
          </Button>
        </form>
      </Modal>
      <Modal
        opened={confirmDelete !== undefined}
        onClose={() => setConfirmDelete(undefined)}
        title={`Xóa trang ${loaded?.route ?? ''}?`}
        closeButtonProps={{ 'aria-label': 'Đóng' }}
      >
        {confirmDelete?.issues ? (
          <Alert color="red" title="Không xóa được: các trang khác đang liên kết tới trang này">
            <ul>
              {confirmDelete.issues.map((i, n) => (
                <li key={n}>
                  Trang {pageRoute(i.file)}: {placeIssue(i).message}
                </li>
              ))}
            </ul>
          </Alert>
        ) : (
          <Text>
            {hosted
              ? `Việc xóa trang ${loaded?.route ?? ''} được lưu thành bản nháp của bạn: trang chỉ mất khỏi website khi bản nháp được gửi duyệt và đăng.`
              : `Trang ${loaded?.route ?? ''} sẽ bị xóa khỏi website; các trang khác không còn liên kết tới được.`}
          </Text>
        )}
        <Group mt="md">
          <Button variant="default" onClick={() => setConfirmDelete(undefined)}>
            Hủy
          </Button>
          {!confirmDelete?.issues && (
            <Button
              color="red"
              onClick={async () => {
                if (!loaded) return;
                const { body } = await client.remove(loaded.file, loaded.hash);
                if (body.status === 'deleted') {
                  setConfirmDelete(undefined);
                  setLoaded(undefined);
                  refresh();
                } else
                  setConfirmDelete({
                    issues: body.issues ?? [{ file: loaded.file, line: 1, column: 1, path: '(file)', message: 'tệp đã bị thay đổi, hãy tải lại' }],
                  });
              }}
            >
              Xóa
            </Button>
          )}
        </Group>
      </Modal>
    </div>
  );
}

/** "pages/uu-dai/index.json" → "/uu-dai": a page as authors know it, by its address. */
function pageRoute(file: string): string {
  const route = file.replace(/^pages\//, '').replace(/\.json$/, '');
  return `/${route === 'index' ? '' : route.replace(/\/index$/, '')}`;
}

// Template demos: every template of pages/_data/templates/ has its live demo page at
// /templates/<id> (pages/templates/<id>.json), which declares "demo": { "template": "<id>" }; and a
// page that is a template's demo sits at that route. The gallery's "Xem demo" links go there.
import { isObject, type Check, type LoadedFile, type Project } from './project.ts';

/** The route of a template's demo page. */
export const demoRoute = (templateId: string) => `/templates/${templateId}`;

/** The template a page says it demonstrates ("demo": { "template": … }), if it says so. */
function demoOf(file: LoadedFile | undefined): string | undefined {
  const demo = file && isObject(file.value) ? file.value.demo : undefined;
  return isObject(demo) && typeof demo.template === 'string' ? demo.template : undefined;
}

export const templateDemosCheck: Check = {
  name: 'template demos',
  title: 'Trang demo của mẫu giao diện',
  codes: ['TEMPLATE_DEMO_MISSING', 'TEMPLATE_DEMO_ROUTE'],
  // A template's problem depends on the page at its demo route; one look per template and per page.
  whole: true,
  run(project: Project) {
    for (const [id, file] of project.data.get('templates') ?? []) {
      if (!file.parsed) continue;
      const route = demoRoute(id);
      const page = project.pages.get(route);
      if (page && (!page.parsed || demoOf(page) === id)) continue;
      const shows = demoOf(page);
      const at = isObject(file.value) && 'id' in file.value ? ['id'] : [];
      project.report(file, at, 'TEMPLATE_DEMO_MISSING', {
        id,
        route,
        file: `pages${route}.json`,
        ...(page ? { page: page.display, shows: shows ?? null } : {}),
      });
    }
    for (const [route, file] of project.pageFiles) {
      const id = demoOf(file);
      if (id === undefined || route === demoRoute(id) || project.unchecked(file, ['demo', 'template'])) continue;
      project.report(file, ['demo', 'template'], 'TEMPLATE_DEMO_ROUTE', { id, route, expected: demoRoute(id) });
    }
  },
};

// Links to pages that are not always on the site (a "schedule"): a link must not lead to a 404 at any
// time its own page shows it. Decided from the schedules as written, never from the time of the check,
// so the editor, `npm run validate` and the build agree whenever they run:
// - a link to a page with publishAt is refused unless the linking page is itself published no earlier;
// - a link to a page with expiresAt and no redirectTo is refused unless the linking page expires no later.
// The site file and shared data are always shown (menus, footer, cards on any page). A page's
// "schedule.redirectTo" is shown from its expiry on, for good.
import { formatVietnamTime, parseDateTime } from '../../lib/dateTime.ts';
import { pointerSegments } from '../locate.ts';
import { internalForm } from './links.ts';
import { isObject, type Check, type LoadedFile, type Project, type Segments } from './project.ts';
import { ownOrigin } from './site.ts';

/** Where a link is written, which says when it is shown and how to fix it. */
export type LinkPlace = 'page' | 'redirect' | 'site' | 'data';

interface Instant {
  /** As written in the file. */
  written: string;
  at: Date;
}

interface Schedule {
  publishAt?: Instant;
  expiresAt?: Instant;
  redirectTo: boolean;
}

function instant(value: unknown): Instant | undefined {
  const at = typeof value === 'string' ? parseDateTime(value) : undefined;
  return at && { written: value as string, at };
}

function scheduleOf(file: LoadedFile): Schedule {
  const schedule = isObject(file.value) && isObject(file.value.schedule) ? file.value.schedule : {};
  const publishAt = instant(schedule.publishAt);
  const expiresAt = instant(schedule.expiresAt);
  return { ...(publishAt ? { publishAt } : {}), ...(expiresAt ? { expiresAt } : {}), redirectTo: typeof schedule.redirectTo === 'string' };
}

export const scheduledLinksCheck: Check = {
  name: 'scheduled links',
  title: 'Liên kết tới trang có lịch đăng',
  codes: ['LINK_BEFORE_PUBLISH', 'LINK_AFTER_EXPIRY'],
  // A file's problems depend on the schedules of the pages it links to: few links, every file.
  whole: true,
  run(project) {
    const origin = ownOrigin(project);
    const schedules = new Map<LoadedFile, Schedule>();
    const scheduleOfFile = (file: LoadedFile) => {
      let schedule = schedules.get(file);
      if (!schedule) schedules.set(file, (schedule = scheduleOf(file)));
      return schedule;
    };
    for (const file of project.parsedFiles()) {
      const kind = file.kind.kind;
      if (kind === 'unknown') continue;
      const own = kind === 'page' ? scheduleOfFile(file) : { redirectTo: false };
      const links: { pointer: Segments; value: string }[] = file.marks.links.map((link) => ({ pointer: pointerSegments(link.pointer), value: link.value }));
      const meta = isObject(file.value) && isObject(file.value.meta) ? file.value.meta : undefined;
      if (kind === 'page' && typeof meta?.canonical === 'string') links.push({ pointer: ['meta', 'canonical'], value: meta.canonical });
      for (const { pointer, value } of links) {
        if (project.unchecked(file, pointer)) continue;
        const href = internalForm(value, origin) ?? value;
        if (!href.startsWith('/') || href.startsWith('//')) continue;
        const target = /^[^?#]*/.exec(href)![0];
        const targetFile = project.pages.get(target);
        // A missing page is the links check's problem; a link to the page itself is shown only while it is there.
        if (!targetFile || targetFile === file) continue;
        const goal = scheduleOfFile(targetFile);
        if (!goal.publishAt && !(goal.expiresAt && !goal.redirectTo)) continue;
        const redirect = kind === 'page' && pointer.length === 2 && pointer[0] === 'schedule' && pointer[1] === 'redirectTo';
        const place: LinkPlace = redirect ? 'redirect' : kind;
        // When the link is shown: its page's time on the site (a redirect: from the page's expiry on; the site file and shared data: always).
        const shownFrom = redirect ? own.expiresAt : own.publishAt;
        const shownUntil = redirect ? undefined : own.expiresAt;
        reportLink(project, file, pointer, { target, targetFile, goal, place, shownFrom, shownUntil });
      }
    }
  },
};

function reportLink(
  project: Project,
  file: LoadedFile,
  pointer: Segments,
  link: { target: string; targetFile: LoadedFile; goal: Schedule; place: LinkPlace; shownFrom?: Instant; shownUntil?: Instant },
) {
  const { target, targetFile, goal, place, shownFrom, shownUntil } = link;
  if (goal.publishAt && (!shownFrom || shownFrom.at < goal.publishAt.at)) {
    project.report(file, pointer, 'LINK_BEFORE_PUBLISH', {
      target,
      publishAt: formatVietnamTime(goal.publishAt.at),
      publishAtWritten: goal.publishAt.written,
      place,
      ...(shownFrom ? { shownFrom: formatVietnamTime(shownFrom.at) } : {}),
      targetFile: targetFile.display,
    });
  }
  if (goal.expiresAt && !goal.redirectTo && (!shownUntil || shownUntil.at > goal.expiresAt.at)) {
    project.report(file, pointer, 'LINK_AFTER_EXPIRY', {
      target,
      expiresAt: formatVietnamTime(goal.expiresAt.at),
      expiresAtWritten: goal.expiresAt.written,
      place,
      ...(shownUntil ? { shownUntil: formatVietnamTime(shownUntil.at) } : {}),
      targetFile: targetFile.display,
    });
  }
}

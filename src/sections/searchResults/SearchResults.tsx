import { useId, useState } from 'react';
import { markedExcerpt, type SearchAnswer } from '../../lib/search/query.ts';
import type { SearchResultsSection } from '../../model/generated.ts';
import { QUERY_PARAMETER, RESULTS_PAGE_PARAMETER, RESULTS_PER_PAGE, SCOPE_PARAMETER, SEARCH_ROUTE, SEARCH_SLOT, TAG_PARAMETER } from '../../model/search.ts';
import { useQueryParam } from '../../kit/useQueryParam.ts';
import { SectionHeader } from '../shared/SectionHeader.tsx';
import { SectionShell } from '../shared/SectionShell.tsx';
import { useSiteSearch } from './useSiteSearch.ts';
import listFilters from '../shared/ListFilters.module.css';
import classes from './SearchResults.module.css';
import { escapeHtml } from '../../lib/escapeHtml.ts';

/** An element with one of the search slots' attributes (React passes data-* attributes as they are). */
const slot = (name: keyof typeof SEARCH_SLOT, value = '') => ({ [SEARCH_SLOT[name]]: value });

/**
 * The site search page. In the HTML: a GET form to itself, and the slots the site server fills for
 * ?q=… from the site's index (src/server/searchPage.ts): the status line, the list, and the markup of
 * one result and of the link to more as hidden elements whose {{…}} marks the server replaces with escaped
 * values. That works without JavaScript. Once the visitor types in the box (the island wakes on it),
 * the results follow the text as it is typed, from the same index fetched shard by shard.
 */
export function SearchResults({ id, heading, searchLabel, searchPlaceholder, prompt, emptyMessage, emptyHint }: SearchResultsSection) {
  const titleId = useId();
  const [query, setQuery] = useQueryParam(QUERY_PARAMETER);
  // The server's answer stays until the visitor changes the text.
  const [typed, setTyped] = useState(false);
  const search = useSiteSearch(typed ? query : '', RESULTS_PER_PAGE);
  const empty = emptyHint ? `${emptyMessage} ${emptyHint}` : emptyMessage;
  return (
    <SectionShell type="searchResults" id={id} labelledBy={titleId} label={heading}>
      <SectionHeader titleId={titleId} heading={heading} order={1} />
      <form
        role="search"
        method="get"
        action={SEARCH_ROUTE}
        className={`${listFilters.searchRow} ${classes.form}`}
        onSubmit={(event) => typed && event.preventDefault()}
      >
        <label className={listFilters.searchLabel}>
          <span>{searchLabel}</span>
          <input
            type="search"
            name={QUERY_PARAMETER}
            {...slot('query')}
            defaultValue=""
            placeholder={searchPlaceholder}
            className={listFilters.search}
            enterKeyHint="search"
            autoComplete="off"
            onChange={(event) => {
              setTyped(true);
              // A search typed here is the whole site's, from its first page.
              setQuery(event.currentTarget.value, [SCOPE_PARAMETER, TAG_PARAMETER, RESULTS_PAGE_PARAMETER]);
            }}
          />
        </label>
        <button type="submit" className={listFilters.searchButton}>
          Tìm
        </button>
      </form>
      <div {...slot('results')} data-empty={emptyMessage} data-empty-hint={emptyHint ?? ''} className={classes.results}>
        {typed ? (
          <LiveResults key="live" query={query.trim()} prompt={prompt} empty={empty} state={search.state} answer={search.answer} />
        ) : (
          <>
            {/* The server's: set as HTML, so waking the island keeps what it wrote. */}
            <p key="server" role="status" {...slot('status')} className={classes.status} dangerouslySetInnerHTML={{ __html: escapeHtml(prompt) }} />
            <ol {...slot('list')} className={classes.list} dangerouslySetInnerHTML={{ __html: '' }} />
            <div {...slot('pages')} className={classes.pages} dangerouslySetInnerHTML={{ __html: '' }} />
          </>
        )}
        {/* The markup of one result and of a link to more, for the server to copy: hidden lists (not <template>s, whose content the browser takes out of the page, so that waking the island would not find them). */}
        <ol hidden {...slot('hit')}>
          <li className={classes.hit}>
            <p className={classes.kind}>{'{{kind}}'}</p>
            <h2 className={classes.title}>
              <a href="{{href}}" className={classes.link} tabIndex={-1}>
                {'{{title}}'}
              </a>
            </h2>
            <p className={classes.route}>{'{{href}}'}</p>
            <p className={classes.excerpt}>{'{{excerpt}}'}</p>
          </li>
        </ol>
        <div hidden {...slot('more')}>
          <a href="{{href}}" className={classes.more} tabIndex={-1}>
            {'{{label}}'}
          </a>
        </div>
      </div>
    </SectionShell>
  );
}

interface LiveResultsProps {
  query: string;
  prompt: string;
  empty: string;
  state: 'idle' | 'loading' | 'ready' | 'failed';
  answer?: SearchAnswer;
}

/** The results as the visitor types: the same markup as the server's. */
function LiveResults({ query, prompt, empty, state, answer }: LiveResultsProps) {
  const status =
    state === 'idle'
      ? prompt
      : state === 'failed'
        ? 'Tìm kiếm đang gặp sự cố, chưa có kết quả. Vui lòng thử lại sau ít phút.'
        : !answer
          ? 'Đang tìm…'
          : answer.total === 0
            ? empty
            : `${answer.total} kết quả cho “${query}”`;
  const hits = state === 'idle' || state === 'failed' ? [] : (answer?.hits ?? []);
  return (
    <>
      <p role="status" className={classes.status}>
        {status}
      </p>
      <ol className={classes.list}>
        {hits.map((hit) => (
          <li key={hit.route} className={classes.hit}>
            <p className={classes.kind}>{hit.kind}</p>
            <h2 className={classes.title}>
              <a href={hit.route} className={classes.link}>
                <Marked text={hit.title} terms={answer!.terms} max={Infinity} />
              </a>
            </h2>
            <p className={classes.route}>{hit.route}</p>
            <p className={classes.excerpt}>
              <Marked text={hit.text} terms={answer!.terms} />
            </p>
          </li>
        ))}
      </ol>
      <div className={classes.pages}>
        {answer && state === 'ready' && answer.total > RESULTS_PER_PAGE ? (
          <a href={`${SEARCH_ROUTE}?${new URLSearchParams({ [QUERY_PARAMETER]: query, [RESULTS_PAGE_PARAMETER]: '2' })}`} className={classes.more}>
            Kết quả tiếp theo →
          </a>
        ) : null}
      </div>
    </>
  );
}

/** `text` with the query's words in <mark> (at most `max` characters around the first). */
function Marked({ text, terms, max }: { text: string; terms: readonly string[]; max?: number }) {
  return markedExcerpt(text, terms, max).map((piece, index) => (piece.marked ? <mark key={index}>{piece.text}</mark> : piece.text));
}

import { Container } from '@mantine/core';
import type { ArticleBlock, ArticleSection } from '../../model/generated.ts';
import { usePage } from '../../kit/PageContext.tsx';
import classes from './Article.module.css';

/** One content block as React elements: text is text, never HTML. */
function Block({ block }: { block: ArticleBlock }) {
  switch (block.type) {
    case 'heading':
      return block.level === 3 ? <h3 className={classes.h3}>{block.text}</h3> : <h2 className={classes.h2}>{block.text}</h2>;
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'list': {
      const items = block.items.map((item, i) => <li key={i}>{item}</li>);
      return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
    }
    case 'quote':
      return (
        <figure className={classes.quote}>
          <blockquote>{block.text}</blockquote>
          {block.cite ? <figcaption>— {block.cite}</figcaption> : null}
        </figure>
      );
  }
}

/** The body of a blog post or case study, from structured blocks, in a readable measure. */
export function Article({ id, blocks }: ArticleSection) {
  const title = usePage()?.card?.title;
  return (
    <section id={id} data-section="article" aria-label={title ? `Nội dung: ${title}` : 'Nội dung bài viết'} className={classes.article}>
      <Container size="sm" className={classes.body}>
        {blocks.map((block, index) => (
          <Block key={index} block={block} />
        ))}
      </Container>
    </section>
  );
}

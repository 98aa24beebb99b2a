import { VisuallyHidden } from '@mantine/core';
import { IconEye, IconHeart, IconMessageCircle, IconPlayerPlayFilled, IconShare3 } from '@tabler/icons-react';
import { formatCount, formatDate } from '../../lib/format.ts';
import type { SocialPostFile } from '../../model/generated.ts';
import { Avatar } from '../shared/Avatar.tsx';
import grid from '../shared/CardGrid.module.css';
import sample from '../sampleGallery/SampleGallery.module.css';
import { timeAgo } from './timeAgo.ts';
import classes from './ContentLibrary.module.css';
import { ResponsiveImage } from '../shared/ResponsiveImage.tsx';

/** The four counts, each read as "12,5K lượt thích" (the icon is decoration). */
const COUNTS = [
  { key: 'likes', label: 'lượt thích', Icon: IconHeart },
  { key: 'comments', label: 'bình luận', Icon: IconMessageCircle },
  { key: 'shares', label: 'lượt chia sẻ', Icon: IconShare3 },
  { key: 'views', label: 'lượt xem', Icon: IconEye },
] as const;

export interface PostCardProps {
  post: SocialPostFile;
  /** Today, once hydrated: the card then adds "3 tuần trước" after the date. Absent on the server. */
  now?: Date;
}

/**
 * One social post: account (avatar, username, platform), date, text, image or video cover (a
 * cover only, with a Video badge), hashtags, campaign and counts.
 */
export function PostCard({ post, now }: PostCardProps) {
  const { username, platformName, avatar, date, content, media, tags, campaign } = post;
  const ago = now ? timeAgo(date, now) : '';
  return (
    <li className={`${grid.card} ${classes.card}`}>
      <div className={classes.account}>
        <Avatar name={username} image={avatar} />
        <div>
          <p className={classes.username}>{username}</p>
          <p className={classes.meta}>
            {platformName} · <time dateTime={date}>{formatDate(date)}</time>
            {ago ? <span className={classes.ago}>{` · ${ago}`}</span> : null}
          </p>
        </div>
      </div>
      <div className={classes.media}>
        <ResponsiveImage image={media.cover} />
        {media.kind === 'video' ? (
          <span className={classes.video}>
            <IconPlayerPlayFilled size={14} aria-hidden="true" />
            Video
          </span>
        ) : null}
      </div>
      <p className={classes.content}>{content}</p>
      {tags.length > 0 ? (
        <ul role="list" className={classes.tags}>
          {tags.map((tag, index) => (
            <li key={index}>#{tag}</li>
          ))}
        </ul>
      ) : null}
      <p className={`${sample.badge} ${classes.campaign}`}>
        <VisuallyHidden component="span">Chiến dịch: </VisuallyHidden>
        {campaign}
      </p>
      <ul role="list" className={classes.counts}>
        {COUNTS.map(({ key, label, Icon }) => (
          <li key={key}>
            <Icon size={16} aria-hidden="true" />
            {formatCount(post[key])}
            <VisuallyHidden component="span">{` ${label}`}</VisuallyHidden>
          </li>
        ))}
      </ul>
    </li>
  );
}

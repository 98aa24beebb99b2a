import { Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useId } from 'react';
import type { ChatMockupSection } from '../../model/generated.ts';
import { ButtonRow } from '../shared/ActionButtons.tsx';
import { Avatar } from '../shared/Avatar.tsx';
import { CheckList } from '../shared/CheckList.tsx';
import { SectionShell } from '../shared/SectionShell.tsx';
import classes from './ChatMockup.module.css';

const CAPTION = 'Minh họa tin ZNS trên điện thoại';

/**
 * Text beside a phone drawn in HTML/CSS showing one ZNS message. Everything in the phone is real
 * text for screen readers, but nothing in it is interactive: the message's "button" is a styled
 * span, so the illustration holds no dead control and no tab stop.
 */
export function ChatMockup({ id, heading, description, points, buttons, phone }: ChatMockupSection) {
  const uid = useId();
  const { message } = phone;
  return (
    <SectionShell type="chatMockup" id={id} labelledBy={`${uid}-title`} label={heading}>
      <div className={classes.layout}>
        <div className={classes.text}>
          <Title order={2} id={`${uid}-title`} className={classes.title}>
            {heading}
          </Title>
          {description ? (
            <Text size="lg" c="gray.7">
              {description}
            </Text>
          ) : null}
          {points?.length ? <CheckList items={points} /> : null}
          <ButtonRow buttons={buttons} />
        </div>
        <figure className={classes.figure} aria-labelledby={`${uid}-caption`}>
          <div className={classes.phone}>
            {/* Clock, notch, signal and battery: decoration. */}
            <div className={classes.statusBar} aria-hidden="true">
              <span>{phone.time}</span>
              <span className={classes.battery} />
            </div>
            <div className={classes.header}>
              <Avatar name={phone.sender} />
              <div className={classes.sender}>
                <p className={classes.senderName}>{phone.sender}</p>
                {phone.senderNote ? (
                  <p className={classes.senderNote}>
                    <IconCheck aria-hidden="true" focusable="false" size={12} stroke={3} className={classes.verified} />
                    {phone.senderNote}
                  </p>
                ) : null}
              </div>
              <span className={classes.app}>{phone.app}</span>
            </div>
            <div className={classes.chat}>
              <div className={classes.bubble}>
                <p className={classes.messageTitle}>{message.title}</p>
                <p className={classes.messageText}>{message.text}</p>
                {message.details?.length ? (
                  <dl className={classes.details}>
                    {message.details.map((row, index) => (
                      <div key={index} className={classes.row}>
                        <dt>{row.label}</dt>
                        <dd>{row.value}</dd>
                      </div>
                    ))}
                  </dl>
                ) : null}
                {message.action ? <span className={classes.action}>{message.action}</span> : null}
              </div>
            </div>
          </div>
          <figcaption id={`${uid}-caption`} className={classes.caption}>
            {CAPTION}
          </figcaption>
        </figure>
      </div>
    </SectionShell>
  );
}

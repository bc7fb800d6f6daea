import { Anchor, type AnchorProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import { type AnchorHTMLAttributes, forwardRef } from 'react';

type MantineAnchorProps = AnchorProps & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof AnchorProps | 'href'>;

const MantineAnchor = forwardRef<HTMLAnchorElement, MantineAnchorProps>(function MantineAnchor(props, ref) {
  return <Anchor ref={ref} {...props} />;
});

const CreatedLinkAnchor = createLink(MantineAnchor);

/** A Mantine text link that is a router link, with the router's typed `to`, `params` and `search`. */
export const LinkAnchor: LinkComponent<typeof MantineAnchor> = (props) => <CreatedLinkAnchor preload="intent" {...props} />;

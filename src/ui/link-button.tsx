import { Button, type ButtonProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import { type AnchorHTMLAttributes, forwardRef } from 'react';

type ButtonAnchorProps = ButtonProps & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof ButtonProps | 'href'>;

const ButtonAnchor = forwardRef<HTMLAnchorElement, ButtonAnchorProps>(function ButtonAnchor(props, ref) {
  return <Button component="a" ref={ref} {...props} />;
});

const CreatedLinkButton = createLink(ButtonAnchor);

/** A Mantine button that is a router link, with the router's typed `to` and `params`. */
export const LinkButton: LinkComponent<typeof ButtonAnchor> = (props) => <CreatedLinkButton preload="intent" {...props} />;
